import { describe, expect, it } from 'vitest';
import { engineOptions } from '../engine/test-doubles.ts';
import { createDetectionEngine } from '../engine/detection-engine.ts';
import { createContextPiiDetectors } from '../pii-context/index.ts';
import { DEFAULT_POLICY } from '../policy/default-policy.ts';
import { isValidAuMedicare } from './asia-pacific/australia.ts';
import { isValidCaSin } from './americas/canada.ts';
import { validatedPiiDetectors } from './index.ts';
import { isValidUsNpi } from './americas/us-health.ts';

/**
 * Where two detectors claim the same digits, the policy keeps the longer span, then the more
 * confident finding: a validated identifier beside its own words (0.95) outranks a phone number
 * or another country's identifier read without them.
 */
const engine = createDetectionEngine(engineOptions([...validatedPiiDetectors, ...createContextPiiDetectors()]));
const typesOf = (text: string): string[] =>
  engine.detectSync(text, { policy: DEFAULT_POLICY }).detectedEntities.map((entity) => entity.type);

function firstValid(start: number, valid: (value: string) => boolean): string {
  for (let n = start; ; n++) if (valid(String(n))) return String(n);
}

describe('digits claimed by two types, the context naming one', () => {
  it('are a Medicare number beside Medicare words, though also a valid NPI', () => {
    const both = firstValid(2_100_000_000, (v) => isValidAuMedicare(v) && isValidUsNpi(v));
    expect(typesOf(`Medicare number ${both}`)).toEqual(['AU_MEDICARE']);
    expect(typesOf(`NPI ${both}`)).toEqual(['US_NPI']);
  });

  it('are a SIN beside SIN words, though grouped like a phone number', () => {
    const sin = firstValid(612_345_670, isValidCaSin);
    const grouped = `${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`;
    expect(typesOf(`Tel: ${grouped}`)).toEqual(['PHONE_NUMBER']);
    expect(typesOf(`my SIN is ${grouped}, call me`)).toEqual(['CA_SIN']);
    expect(typesOf(`social insurance number ${grouped}`)).toEqual(['CA_SIN']);
  });
});
