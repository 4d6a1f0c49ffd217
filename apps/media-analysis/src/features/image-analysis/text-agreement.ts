/**
 * How far OCR readings agree, 0–1: the mean over every pair of readings of the Sørensen–Dice
 * similarity of their character bigrams (counted with repeats), over letters and digits only,
 * case-folded. Characters rather than words because engines split words differently (PaddleOCR
 * often reads a line without its spaces), and that is not a disagreement about what is printed.
 * Two empty readings agree fully; fewer than two readings have nothing to agree with, which is 0,
 * not a confirmation.
 */
export function textAgreement(texts: readonly string[]): number {
  if (texts.length < 2) return 0;
  const grams = texts.map(bigrams);
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < grams.length; i++) {
    for (let j = i + 1; j < grams.length; j++) {
      sum += dice(grams[i] as Bigrams, grams[j] as Bigrams);
      pairs++;
    }
  }
  return Math.round((sum / pairs) * 1000) / 1000;
}

/** The words of a reading: runs of letters and digits, any script. */
export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

interface Bigrams {
  counts: Map<string, number>;
  total: number;
}

function bigrams(text: string): Bigrams {
  const chars = [...words(text).join('')];
  const counts = new Map<string, number>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const gram = `${chars[i]}${chars[i + 1]}`;
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return { counts, total: Math.max(chars.length - 1, 0) };
}

function dice(a: Bigrams, b: Bigrams): number {
  if (a.total === 0 && b.total === 0) return 1;
  let shared = 0;
  for (const [gram, count] of a.counts) shared += Math.min(count, b.counts.get(gram) ?? 0);
  return (2 * shared) / (a.total + b.total);
}
