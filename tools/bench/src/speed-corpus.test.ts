import { describe, expect, it } from 'vitest';
import { mixedCorpus, seededRandom, twoKilobytePrompt } from './speed-corpus.ts';

describe('speed inputs', () => {
  it('builds a prompt of nearly 2 KB that carries a few PII items', () => {
    const prompt = twoKilobytePrompt();
    const bytes = Buffer.byteLength(prompt);
    expect(bytes).toBeLessThanOrEqual(2048);
    expect(bytes).toBeGreaterThan(1900);
    expect(prompt).toMatch(/@example\.org/);
  });

  it('is deterministic for a seed and reaches the requested size in chunks of about the chunk size', () => {
    const a = mixedCorpus(200_000, 4_096, 7);
    expect(a).toEqual(mixedCorpus(200_000, 4_096, 7));
    expect(a).not.toEqual(mixedCorpus(200_000, 4_096, 8));
    const sizes = a.map((c) => Buffer.byteLength(c));
    expect(sizes.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(200_000 - a.length);
    expect(Math.max(...sizes)).toBeLessThan(4_096 + 200);
  });

  it('draws numbers in [0, 1)', () => {
    const random = seededRandom(1);
    const draws = Array.from({ length: 1000 }, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });
});
