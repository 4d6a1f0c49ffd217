import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../policy/default-policy.ts';
import { DEFAULT_CONTEXT } from '../test-support.ts';
import { applyPolicy } from '../policy/apply-policy.ts';
import { normalize } from '../normalize/index.ts';
import { createClassifierDetector } from './classifier-detector.ts';
import { extractFeatures, maxFeatures } from './features.ts';
import { ModelBank } from './linear-model.ts';

const BITS = 16;
const CUE = 'zorblax quintessor';

/** A one-head model that knows one phrase: its features weigh +127, everything else nothing. */
function phraseModel(threshold: number): ModelBank {
  const weights = new Int8Array(2 ** BITS);
  const buckets = new Int32Array(maxFeatures(CUE.length));
  const count = extractFeatures(CUE, 0, CUE.length, BITS, buckets);
  for (let i = 0; i < count; i++) weights[buckets[i]!] = 127;
  return new ModelBank([
    {
      header: {
        name: 'attack-classifier',
        bits: BITS,
        heads: [{ name: 'attack', bias: -4, scale: 0.01 }],
        threshold,
        training: {},
      },
      weights,
    },
  ]);
}

const bank = phraseModel(0.6);
const detector = createClassifierDetector('attack-classifier', [{ category: 'jailbreak', types: ['JAILBREAK'] }], {
  load: () => ({ bank, model: bank.models[0]! }),
  name: () => ({ type: 'JAILBREAK', category: 'jailbreak' }),
});

const filler = 'The committee met on Tuesday and agreed on the budget for next year. ';

describe('classifier detector', () => {
  it('reports nothing on text without the learned cue', () => {
    expect(detector.detect(normalize(filler.repeat(4)), DEFAULT_CONTEXT)).toEqual([]);
  });

  it('reports a short text as one finding over the whole text, from the model, with its threshold', () => {
    const text = `Please ${CUE.toUpperCase()} now`;
    const [finding, ...rest] = detector.detect(normalize(text), DEFAULT_CONTEXT);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      type: 'JAILBREAK',
      category: 'jailbreak',
      source: 'ml',
      threshold: 0.6,
      start: 0,
      end: text.length,
    });
    expect(finding!.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('reports the chunk of a long text that holds the cue, at its offsets in the original', () => {
    const hidden = `Note: ${CUE} ${CUE} applies here.`;
    const text = `${filler.repeat(3)}\n${hidden}\n${filler.repeat(3)}`;
    const findings = detector.detect(normalize(text), DEFAULT_CONTEXT);
    expect(findings).toHaveLength(1);
    expect(text.slice(findings[0]!.start, findings[0]!.end)).toBe(hidden);
  });

  it('holds findings to the filter’s threshold for the model when it sets one', () => {
    const text = `Please ${CUE} now`;
    const strict = { ...DEFAULT_POLICY, models: { 'attack-classifier': { threshold: 0.999 } } };
    expect(detector.detect(normalize(text), { policy: strict })).toEqual([]);
    const lax = { ...DEFAULT_POLICY, models: { 'attack-classifier': { threshold: 0.5 } } };
    expect(detector.detect(normalize(text), { policy: lax })[0]?.threshold).toBe(0.5);
  });

  it('keeps a finding the model reported even below the category threshold, but not below an entity threshold', () => {
    const finding = {
      type: 'JAILBREAK',
      category: 'jailbreak' as const,
      start: 0,
      end: 4,
      confidence: 0.65,
      source: 'ml' as const,
      threshold: 0.6,
    };
    expect(applyPolicy([finding], DEFAULT_POLICY).findings).toHaveLength(1);
    const entity = { ...DEFAULT_POLICY, entities: { JAILBREAK: { action: 'reject' as const, threshold: 0.9 } } };
    expect(applyPolicy([finding], entity).findings).toHaveLength(0);
  });
});
