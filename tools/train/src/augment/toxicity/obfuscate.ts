import type { Random } from '../../random.ts';

/** One way people disguise a word from a filter; null when it cannot apply to this word. */
type Op = (chars: readonly string[], rng: Random) => string[] | null;

const LETTER = /\p{L}/u;
const LEET: Readonly<Record<string, string>> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7', l: '1', g: '9' };
const VOWEL = /[aeiouyäöüéèáíóúà]/i;

/** Inner positions only: the first and last letter stay, so the word remains readable. */
const inner = (chars: readonly string[]): number[] =>
  chars.map((_, i) => i).filter((i) => i > 0 && i < chars.length - 1);

const OPS: readonly Op[] = [
  function swapLetters(chars, rng) {
    const options = inner(chars).filter((i) => i + 1 < chars.length - 1 && chars[i] !== chars[i + 1]);
    if (options.length === 0) return null;
    const i = rng.pick(options);
    const out = [...chars];
    [out[i], out[i + 1]] = [chars[i + 1] ?? '', chars[i] ?? ''];
    return out;
  },
  function dropLetter(chars, rng) {
    if (chars.length < 5) return null;
    const i = rng.pick(inner(chars));
    return chars.filter((_, j) => j !== i);
  },
  function insertSeparators(chars, rng) {
    if (chars.length < 3) return null;
    const sep = rng.pick([' ', '.', '-', '_']);
    // Short words get spaced out entirely ("i d i o t"), longer ones at one or two places.
    if (chars.length <= 5 && rng.chance(0.5)) return [chars.join(sep)];
    const at = new Set(rng.shuffle(inner(chars)).slice(0, 1 + rng.int(2)));
    return chars.flatMap((c, i) => (at.has(i) ? [sep, c] : [c]));
  },
  function leetLetters(chars, rng) {
    const options = chars.map((c, i) => (LEET[c.toLowerCase()] ? i : -1)).filter((i) => i >= 0);
    if (options.length === 0) return null;
    const at = new Set(rng.shuffle(options).slice(0, 1 + rng.int(Math.min(3, options.length))));
    return chars.map((c, i) => (at.has(i) ? (LEET[c.toLowerCase()] ?? c) : c));
  },
  function maskLetters(chars, rng) {
    const letters = inner(chars).filter((i) => LETTER.test(chars[i] ?? ''));
    if (letters.length === 0) return null;
    const vowels = letters.filter((i) => VOWEL.test(chars[i] ?? ''));
    const pool = vowels.length > 0 ? vowels : letters;
    const at = new Set(rng.shuffle([...pool]).slice(0, 1 + rng.int(Math.min(2, pool.length))));
    return chars.map((c, i) => (at.has(i) ? '*' : c));
  },
  function repeatLetter(chars, rng) {
    const letters = chars.map((c, i) => (LETTER.test(c) ? i : -1)).filter((i) => i >= 0);
    if (letters.length === 0) return null;
    const i = rng.pick(letters);
    return chars.flatMap((c, j) => (j === i ? Array<string>(2 + rng.int(3)).fill(c) : [c]));
  },
];

/** Texts without spaces (Chinese, Japanese) are one long token: work on a short window of it. */
const WINDOW = 4;
const LONG_TOKEN = 12;

function disguise(token: string, rng: Random): string {
  const chars = [...token];
  const start = chars.length > LONG_TOKEN ? rng.int(chars.length - WINDOW) : 0;
  const end = chars.length > LONG_TOKEN ? start + WINDOW : chars.length;
  const part = chars.slice(start, end);
  for (const op of rng.shuffle([...OPS])) {
    const out = op(part, rng);
    if (out && out.join('') !== part.join('')) return [...chars.slice(0, start), ...out, ...chars.slice(end)].join('');
  }
  return token;
}

const letterCount = (token: string): number => [...token].filter((c) => LETTER.test(c)).length;

/**
 * Disguises one to three words of a text, preferring long ones (the content words a filter keys on), as
 * people do to slip abuse past a filter; the meaning and so the label stay. Returns null when the text
 * has no word to disguise or every attempt would change its length by more than 30 %.
 */
export function obfuscate(text: string, rng: Random): string | null {
  const tokens = text.split(/(\s+)/);
  const candidates = tokens
    .map((t, i) => ({ i, n: letterCount(t) }))
    .filter((c) => c.n >= 3)
    .sort((a, b) => b.n - a.n || a.i - b.i);
  if (candidates.length === 0) return null;
  const pool = candidates.slice(0, Math.max(3, Math.ceil(candidates.length / 3)));
  for (let attempt = 0; attempt < 5; attempt++) {
    const chosen = rng.shuffle([...pool]).slice(0, 1 + rng.int(Math.min(3, pool.length)));
    const out = [...tokens];
    for (const { i } of chosen) out[i] = disguise(tokens[i] ?? '', rng);
    const result = out.join('');
    if (result !== text && Math.abs(result.length - text.length) <= 0.3 * text.length) return result;
  }
  return null;
}
