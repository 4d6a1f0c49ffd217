import { describe, expect, it } from 'vitest';
import { decodeModel, encodeModel, type ModelFile } from './model-file.ts';

const model: ModelFile = {
  header: {
    name: 'attack-classifier',
    bits: 4,
    heads: [
      { name: 'attack', bias: -1.25, scale: 0.01 },
      { name: 'injection', bias: 0.5, scale: 0.02 },
    ],
    threshold: 0.63,
    training: { seed: 17 },
  },
  weights: Int8Array.from({ length: 32 }, (_, i) => i * 8 - 128),
};

describe('model file', () => {
  it('reads back what it wrote', () => {
    const decoded = decodeModel(encodeModel(model));
    expect(decoded.header).toEqual(model.header);
    expect([...decoded.weights]).toEqual([...model.weights]);
  });

  it('writes the same bytes for the same model', () => {
    expect(Buffer.from(encodeModel(model)).equals(Buffer.from(encodeModel(structuredClone(model))))).toBe(true);
  });

  it('refuses a file that is not a model, or whose weights do not match its header', () => {
    expect(() => decodeModel(new TextEncoder().encode('not a model at all'))).toThrow('not a model file');
    const bytes = encodeModel(model);
    expect(() => decodeModel(bytes.subarray(0, bytes.length - 1))).toThrow('not 32');
  });
});
