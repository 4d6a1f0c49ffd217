// Scratch space shared by every call: counts per UTF-16 code unit and the units seen, reset after
// use, so a call allocates nothing.
const counts = new Uint32Array(65536);
const seen = new Uint16Array(65536);
// count · log2(count) for small counts, the only ones short values produce.
const N_LOG_N = Float64Array.from({ length: 1024 }, (_, count) => (count === 0 ? 0 : count * Math.log2(count)));
let memoValue = '';
let memoBits = 0;

/** Records the entropy of `value` computed elsewhere (in a pass that counted its characters anyway). */
export function rememberEntropy(value: string, bits: number): void {
  memoValue = value;
  memoBits = bits;
}

/** Entropy in bits per character of a value of `length` characters, from Σ count·log2(count). */
export function entropyOf(length: number, sumOfNLogN: number): number {
  return length === 0 ? 0 : Math.log2(length) - sumOfNLogN / length;
}

/** count · log2(count). */
export function nLogN(count: number): number {
  return count < 1024 ? (N_LOG_N[count] as number) : count * Math.log2(count);
}

/**
 * Shannon entropy of the UTF-16 code units of `value`, in bits per character. Callers often ask
 * about the same value several times in a row, so the last answer is kept.
 */
export function shannonEntropy(value: string): number {
  if (value === memoValue) return memoBits;
  const length = value.length;
  let distinct = 0;
  for (let i = 0; i < length; i++) {
    const code = value.charCodeAt(i);
    const count = counts[code] as number;
    if (count === 0) seen[distinct++] = code;
    counts[code] = count + 1;
  }
  let sum = 0;
  for (let j = 0; j < distinct; j++) {
    const code = seen[j] as number;
    const count = counts[code] as number;
    sum += nLogN(count);
    counts[code] = 0;
  }
  memoValue = value;
  memoBits = entropyOf(length, sum);
  return memoBits;
}

export type Charset = 'hex' | 'base64' | 'other';

// Hex, alone or in dash-separated groups (UUIDs).
const HEX = /^[0-9a-f]+(?:-[0-9a-f]+){0,8}$/i;
const BASE64 = /^[A-Za-z0-9+/_=-]+$/;

export function charsetOf(value: string): Charset {
  if (HEX.test(value)) return 'hex';
  if (BASE64.test(value)) return 'base64';
  return 'other';
}

/**
 * The entropy a random string of this charset and length would reach, scaled down: a short
 * random string cannot reach log2(alphabet), so a fixed threshold would reject every short key.
 */
export function entropyThreshold(charset: Charset, length: number): number {
  const alphabet = charset === 'hex' ? 16 : charset === 'base64' ? 64 : 80;
  const ceiling = Math.log2(Math.min(alphabet, length));
  const target = charset === 'hex' ? 3 : charset === 'base64' ? 3.7 : 3.5;
  return Math.min(target, ceiling * 0.82);
}
