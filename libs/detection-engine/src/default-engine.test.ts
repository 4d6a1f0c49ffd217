import { describe, expect, it } from 'vitest';
import { builtInDetectorFamilies, createDefaultEngine } from './default-engine.ts';
import { normalize } from './normalize/index.ts';
import { DEFAULT_CONTEXT } from './test-support.ts';

describe('default engine options', () => {
  it('refuses an unknown phone region when the engine is made', () => {
    expect(() => createDefaultEngine({ phoneDefaultRegions: ['US', 'XX'] })).toThrow(/phoneDefaultRegions/);
    expect(() => createDefaultEngine({ phoneArabicRegions: ['Saudi'] })).toThrow(/phoneArabicRegions/);
  });

  it('hands the phone regions to the phone detector', () => {
    const text = 'See you soon, 0412 345 678';
    const phones = (regions: PhoneRegions): number =>
      (builtInDetectorFamilies(regions)['pii-context'] ?? [])
        .flatMap((detector) => detector.detect(normalize(text), DEFAULT_CONTEXT))
        .filter((finding) => finding.type === 'PHONE_NUMBER').length;
    expect(phones({ defaultRegions: ['AU'] })).toBe(1);
    expect(phones({ defaultRegions: ['US'] })).toBe(0);
  });
});

type PhoneRegions = Parameters<typeof builtInDetectorFamilies>[0];
