import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed } from './random.ts';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const draw = (r: ReturnType<typeof createRandom>) => Array.from({ length: 50 }, () => r.next());
    expect(draw(a)).toEqual(draw(b));
  });

  it('gives a different sequence for a different seed', () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });

  it('keeps next() in [0, 1) and int(n) in [0, n)', () => {
    const r = createRandom(7);
    for (let i = 0; i < 10_000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      const k = r.int(5);
      expect(Number.isInteger(k) && k >= 0 && k < 5).toBe(true);
    }
  });

  it('reaches every index of int(n) roughly evenly', () => {
    const r = createRandom(3);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) counts[r.int(4)]! += 1;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('shuffles in place into a permutation', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const out = createRandom(9).shuffle(items);
    expect(out).toBe(items);
    expect([...out].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(out).not.toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow();
  });

  it('honours chance(0) and chance(1)', () => {
    const r = createRandom(5);
    expect(r.chance(0)).toBe(false);
    expect(r.chance(1)).toBe(true);
  });
});

describe('deriveSeed', () => {
  it('separates streams by name and by seed', () => {
    expect(deriveSeed(17, 'a')).not.toBe(deriveSeed(17, 'b'));
    expect(deriveSeed(17, 'a')).not.toBe(deriveSeed(18, 'a'));
    expect(deriveSeed(17, 'a')).toBe(deriveSeed(17, 'a'));
  });
});
