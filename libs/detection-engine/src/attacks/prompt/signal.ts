/** One weighted piece of evidence for an attack type, matched on a lower-cased view of the text. */
export interface Signal {
  id: string;
  /**
   * Where a match can be: groups separated by " / ", in the order a match contains them; every
   * match contains one key of each group. A key is a word prefix ("ignor" for ignore, ignoring),
   * a whole word when it ends in "$" ("ai$"), or, when it is not made of letters a-z, a literal
   * ("%%%"). A leading "^" says every match
   * starts where a key of the first group does, so the pattern is tried there only. See key-scan.ts.
   */
  keys: string;
  /** Global, lower-case, bounded. */
  pattern: RegExp;
  /** 0..1: the confidence this signal gives on its own. */
  weight: number;
  /**
   * The id of an earlier signal of the same table that matches wherever this one does: this one
   * is tried only on texts where that one matched (pattern detectors only).
   */
  within?: string;
}

/** Where a signal matched, in offsets of the view it was matched on. */
export interface Hit {
  id: string;
  weight: number;
  start: number;
  end: number;
}

/** A phrase repeated hundreds of times adds nothing after the first few. */
export const MAX_MATCHES_PER_SIGNAL = 4;

/**
 * Compiles the table notation: a space is 1–4 whitespace characters and `~` is a gap of up to
 * three words. The classes around a gap are disjoint (\S then \s), so no match can backtrack more
 * than the bounded repetition allows.
 */
export function phrase(source: string): RegExp {
  const compiled = source.replaceAll('~', String.raw`(?:\S{1,24}\s{1,4}){0,3}`).replaceAll(' ', String.raw`\s{1,4}`);
  return new RegExp(compiled, 'g');
}

/** A signal from the table notation (a string) or from a bounded global regex. */
export function signal(id: string, keys: string, pattern: string | RegExp, weight: number, within?: string): Signal {
  const compiled = typeof pattern === 'string' ? phrase(pattern) : pattern;
  return within === undefined
    ? { id, keys, pattern: compiled, weight }
    : { id, keys, pattern: compiled, weight, within };
}

/**
 * Up to MAX_MATCHES_PER_SIGNAL matches of a signal in `text`, pushed as hits shifted by `offset`.
 * exec on the shared regex rather than matchAll, which clones the regex on every call: lastIndex is
 * reset before and after, and nothing else runs in between.
 */
export function matchInto(signal: Signal, text: string, hits: Hit[], offset = 0): void {
  const { id, pattern, weight } = signal;
  pattern.lastIndex = 0;
  let count = 0;
  for (let match = pattern.exec(text); match !== null && count < MAX_MATCHES_PER_SIGNAL; match = pattern.exec(text)) {
    if (match[0] === '') pattern.lastIndex++;
    hits.push({ id, weight, start: offset + match.index, end: offset + match.index + match[0].length });
    count++;
  }
  pattern.lastIndex = 0;
}

/** Every match of every signal over the whole view; for short tables on already filtered text. */
export function scan(view: string, signals: readonly Signal[]): Hit[] {
  const hits: Hit[] = [];
  for (const signal of signals) matchInto(signal, view, hits);
  return hits;
}

/**
 * Noisy-OR over signals: independent weak evidence adds up. A repeated signal counts again at half
 * weight, up to three times, so a long template that keeps insisting scores above one that says
 * it once; the result approaches but never reaches 1.
 */
export function combine(hits: readonly Hit[], scale = 1): number {
  const seen = new Map<string, { weight: number; count: number }>();
  for (const hit of hits) {
    const entry = seen.get(hit.id) ?? { weight: 0, count: 0 };
    seen.set(hit.id, { weight: Math.max(entry.weight, hit.weight * scale), count: entry.count + 1 });
  }
  let miss = 1;
  for (const { weight, count } of seen.values()) miss *= (1 - weight) * (1 - weight / 2) ** (Math.min(count, 3) - 1);
  return 1 - miss;
}

/** The smallest span covering every hit; the caller maps it back to the original text. */
export function cover(hits: readonly Hit[]): [number, number] {
  let start = Infinity;
  let end = -Infinity;
  for (const hit of hits) {
    start = Math.min(start, hit.start);
    end = Math.max(end, hit.end);
  }
  return [start, end];
}
