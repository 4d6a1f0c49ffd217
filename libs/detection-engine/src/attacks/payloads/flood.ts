import type { Hit } from '../prompt/signal.ts';

// Long runs of one-character junk ("ö ö ö", ") ] } ) ] }", emoji) are padding that pushes a model's
// real instructions out of its attention before an injected one. Table borders, bullets and rules
// are left out because documents legitimately repeat them.
const STRUCTURAL = new Set(['|', '-', '*', '.', '•', '#', '=', '_', '+']);
const MIN_RUN = 40;

function isJunk(token: string, previous: string): boolean {
  return !STRUCTURAL.has(token) && (!/[a-z0-9]/.test(token) || token === previous);
}

/** The fewest characters MIN_RUN tokens take: one character each, a space between. */
const MIN_SPAN = MIN_RUN * 2 - 1;
const SPACE = 0x20;

/** Where the last token of three or more characters in [from, to) ends (its next space), or -1. */
function lastLongTokenEnd(view: string, from: number, to: number): number {
  let length = 0;
  for (let p = to - 1; p >= from; p--) {
    if (view.charCodeAt(p) === SPACE) length = 0;
    else if (++length === 3) {
      const space = view.indexOf(' ', p + 3);
      return space < 0 ? view.length : space;
    }
  }
  return -1;
}

/**
 * Counts short tokens from the token starting at `from`, hopping from space to space: the run as
 * [start, end) once it has MIN_RUN of them, else where the long token that broke it ends (a
 * number), or null at the end of the view.
 */
function countFrom(view: string, from: number): [number, number] | number | null {
  let run = 0;
  let runStart = from;
  let tokenStart = from;
  for (let space = view.indexOf(' ', from); ; space = view.indexOf(' ', space + 1)) {
    const end = space < 0 ? view.length : space;
    const length = end - tokenStart;
    if (length > 2) return end;
    if (length > 0) {
      if (run === 0) runStart = tokenStart;
      if (++run === MIN_RUN) return [runStart, end];
    }
    if (space < 0) return null;
    tokenStart = space + 1;
  }
}

/**
 * The first run of MIN_RUN space-separated tokens of at most two UTF-16 units each, as
 * [start, end), or null. A run takes MIN_SPAN characters at least, so a token of three or more
 * characters within that many of where one would start rules it out: looking for one from the far
 * end skips ordinary text a window at a time, and only runs of short tokens are counted.
 */
function shortTokenRun(view: string): [number, number] | null {
  let from = 0;
  for (;;) {
    while (from < view.length && view.charCodeAt(from) === SPACE) from++;
    if (view.length - from < MIN_SPAN) return null;
    const longEnd = lastLongTokenEnd(view, from, from + MIN_SPAN);
    if (longEnd >= 0) {
      from = longEnd;
      continue;
    }
    const counted = countFrom(view, from);
    if (typeof counted !== 'number') return counted;
    from = counted;
  }
}

export function floodHits(view: string): Hit[] {
  const run = shortTokenRun(view);
  if (run === null) return [];
  const tokens = view.slice(run[0], run[1]).split(/\s+/);
  let junk = 0;
  tokens.forEach((token, index) => {
    if (isJunk(token, tokens[index - 1] ?? '')) junk++;
  });
  // Spelled-out words and short real words ("a b c", "it is") are not padding.
  return junk >= MIN_RUN * 0.9 ? [{ id: 'junk-flood', weight: 0.5, start: run[0], end: run[1] }] : [];
}
