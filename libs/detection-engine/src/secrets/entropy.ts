/** Shannon entropy of the characters of `value`, in bits per character. */
export function shannonEntropy(value: string): number {
  if (value.length === 0) return 0;
  const counts = isAscii(value) ? asciiCounts(value) : [...codePointCounts(value).values()];
  let length = 0;
  for (const count of counts) length += count;
  let bits = 0;
  for (const count of counts) {
    if (count === 0) continue;
    const p = count / length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

function isAscii(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 127) return false;
  return true;
}

function asciiCounts(value: string): Uint32Array {
  const counts = new Uint32Array(128);
  for (let i = 0; i < value.length; i++) counts[value.charCodeAt(i)] = (counts[value.charCodeAt(i)] ?? 0) + 1;
  return counts;
}

function codePointCounts(value: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  return counts;
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
