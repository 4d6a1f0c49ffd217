import { describe, expect, it } from 'vitest';
import { percentile, summarise } from './stats.ts';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it('summarises throughput from the wall time, not the sum of latencies', () => {
    expect(summarise([2, 1, 3, 4], 2)).toMatchObject({ requests: 4, perSecond: 2000, p50: 2, max: 4 });
  });
});
