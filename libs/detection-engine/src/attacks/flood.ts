import type { Hit } from './signal.ts';

// Long runs of one-character junk ("ö ö ö", ") ] } ) ] }", emoji) are padding that pushes a model's
// real instructions out of its attention before an injected one. Table borders, bullets and rules
// are left out because documents legitimately repeat them.
const STRUCTURAL = new Set(['|', '-', '*', '.', '•', '#', '=', '_', '+']);
const MIN_RUN = 40;

function isJunk(token: string, previous: string): boolean {
  return !STRUCTURAL.has(token) && (!/[a-z0-9]/.test(token) || token === previous);
}

/**
 * The first run of MIN_RUN space-separated tokens of at most two UTF-16 units each, as
 * [start, end), or null. Hops from space to space with indexOf rather than visiting every character.
 */
function shortTokenRun(view: string): [number, number] | null {
  let run = 0;
  let runStart = 0;
  let tokenStart = 0;
  for (let space = view.indexOf(' '); ; space = view.indexOf(' ', space + 1)) {
    const end = space < 0 ? view.length : space;
    const length = end - tokenStart;
    if (length > 2) run = 0;
    else if (length > 0) {
      if (run === 0) runStart = tokenStart;
      if (++run === MIN_RUN) return [runStart, end];
    }
    if (space < 0) return null;
    tokenStart = space + 1;
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
