/**
 * How far OCR readings agree, 0–1: the mean over every pair of readings of the Jaccard similarity
 * of their word sets (words are runs of letters and digits, compared case-insensitively, so
 * punctuation and line breaks an engine reads differently do not count). Two empty readings agree
 * fully; fewer than two readings have nothing to agree with, which is 0, not a confirmation.
 */
export function textAgreement(texts: readonly string[]): number {
  if (texts.length < 2) return 0;
  const sets = texts.map(wordSet);
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      sum += jaccard(sets[i] as Set<string>, sets[j] as Set<string>);
      pairs++;
    }
  }
  return Math.round((sum / pairs) * 1000) / 1000;
}

/** The words of a reading, as `textAgreement` compares them. */
export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const wordSet = (text: string) => new Set(words(text));

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}
