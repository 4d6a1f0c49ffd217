import { describe, expect, it } from 'vitest';
import { alphabetClasses, ctcDecode } from './ctc-decode.ts';

const DICTIONARY = ['a', 'b', ' '];

/** Softmax-like rows: each timestep puts 0.9 on one class (0 is the CTC blank). */
function steps(classes: number[]): Float32Array {
  const out = new Float32Array(classes.length * 4).fill(0.1 / 3);
  classes.forEach((c, t) => (out[t * 4 + c] = 0.9));
  return out;
}

describe('ctcDecode', () => {
  it('merges repeated classes and drops blanks, as PaddleOCR decodes', () => {
    const decoded = ctcDecode(steps([0, 1, 1, 0, 2, 0, 2, 0]), 8, 4, DICTIONARY);
    expect(decoded.text).toBe('abb');
    expect(decoded.confidence).toBeCloseTo(0.9);
  });

  it('puts each glyph edge halfway between neighbouring spikes', () => {
    const decoded = ctcDecode(steps([0, 1, 0, 0, 2, 0, 0, 0]), 8, 4, DICTIONARY);
    // spikes at timesteps 1 and 4: the edge between them is at 3 of 8
    expect(decoded.glyphs[0]?.to).toBeCloseTo(3 / 8);
    expect(decoded.glyphs[1]?.from).toBeCloseTo(3 / 8);
    expect(decoded.glyphs[0]!.from).toBeLessThan(decoded.glyphs[0]!.to);
  });

  it('measures against the timesteps that cover the image, not the padding', () => {
    const decoded = ctcDecode(steps([1, 0, 2, 0, 0, 0, 0, 0]), 8, 4, DICTIONARY, 4);
    // spikes at 0 and 2 of the 4 image timesteps: the last glyph ends half a spacing past its spike
    expect(decoded.glyphs[0]?.to).toBeCloseTo(1.5 / 4);
    expect(decoded.glyphs[1]?.to).toBeCloseTo(3.5 / 4);
  });

  it('reads nothing, with confidence 0, from an all-blank sequence', () => {
    const decoded = ctcDecode(steps([0, 0, 0]), 3, 4, DICTIONARY);
    expect(decoded).toEqual({ text: '', confidence: 0, glyphs: [] });
  });

  it('emits only the classes of an alphabet, taking the likeliest of them where another won', () => {
    const probabilities = steps([1, 0, 2, 0]);
    probabilities[2 * 4 + 1] = 0.05; // the runner-up at the third timestep is 'a'
    const decoded = ctcDecode(probabilities, 4, 4, DICTIONARY, 4, alphabetClasses(DICTIONARY, 'a'));
    expect(decoded.text).toBe('aa');
  });

  it('keeps the blank and only the dictionary entries an alphabet names', () => {
    expect([...alphabetClasses(DICTIONARY, 'b<')]).toEqual([1, 0, 1, 0]);
  });
});
