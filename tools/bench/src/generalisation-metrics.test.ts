import { describe, expect, it } from 'vitest';
import { byLanguage, macro, summarise, targets } from './generalisation-metrics.ts';
import type { Fold, Prediction } from './loso.ts';

const p = (source: string, lang: string, target: 0 | 1, predicted: boolean): Prediction => ({
  source,
  lang,
  target,
  predicted,
  everyday: target === 0 && source.startsWith('benign'),
});
const fold = (source: string, predictions: Prediction[]): Fold => ({
  source,
  threshold: 0.5,
  trainRows: 10,
  predictions,
});

const folds: Fold[] = [
  // 3 of 4 attacks found, in English.
  fold('attacks-en', [
    p('attacks-en', 'en', 1, true),
    p('attacks-en', 'en', 1, true),
    p('attacks-en', 'en', 1, true),
    p('attacks-en', 'en', 1, false),
  ]),
  // 1 of 2 attacks found, in German, and one of two negatives flagged.
  fold('mixed-de', [
    p('mixed-de', 'de', 1, true),
    p('mixed-de', 'de', 1, false),
    p('mixed-de', 'de', 0, true),
    p('mixed-de', 'de', 0, false),
  ]),
  // Benign only: 1 of 10 flagged.
  fold(
    'benign-a',
    Array.from({ length: 10 }, (_, i) => p('benign-a', 'en', 0, i === 0)),
  ),
  // Benign only: 0 of 30 flagged.
  fold(
    'benign-b',
    Array.from({ length: 30 }, () => p('benign-b', 'fr', 0, false)),
  ),
];

describe('macro', () => {
  it('averages the defined values, each source alike', () => {
    expect(macro([0.5, null, 1])).toBe(0.75);
    expect(macro([null])).toBeNull();
  });
});

describe('summarise', () => {
  const s = summarise(folds);

  it('averages recall over the sources that have positives, not over their rows', () => {
    expect(s.macroRecall).toBeCloseTo((0.75 + 0.5) / 2);
    expect(s.macroRecallPositiveOnly).toBeCloseTo(0.75);
  });

  it('takes F1 only from sources with both labels', () => {
    expect(s.macroF1).toBeCloseTo((2 * 1) / (2 * 1 + 1 + 1));
  });

  it('pools the benign-only sources for the benign FPR and reports the worst', () => {
    expect(s.everydayFpr).toEqual({ pooled: 1 / 40, max: 0.1, sources: 2 });
  });

  it('splits recall into English and every other language', () => {
    expect(s.englishRecall).toBeCloseTo(0.75);
    expect(s.otherRecall).toBeCloseTo(0.5);
  });
});

describe('byLanguage', () => {
  it('aggregates every held-out prediction by language across sources', () => {
    const en = byLanguage(folds).get('en');
    expect(en).toEqual({ tp: 3, fn: 1, fp: 1, tn: 9 });
    expect(byLanguage(folds).get('fr')).toEqual({ tp: 0, fn: 0, fp: 0, tn: 30 });
  });
});

describe('targets', () => {
  it('fails the language target when the gap exceeds 0.10 either way', () => {
    const s = summarise(folds);
    const attackGap = targets(s, { ...s, englishRecall: 0.5, otherRecall: 0.65 });
    expect(attackGap[2]!.pass).toBe(false);
    expect(attackGap[3]!.pass).toBe(false);
    expect(targets(s, { ...s, englishRecall: 0.5, otherRecall: 0.58 })[3]!.pass).toBe(true);
  });

  it('fails the attack target when benign FPR exceeds 3 % even at full recall', () => {
    const s = summarise(folds);
    expect(targets({ ...s, macroRecall: 1, everydayFpr: { pooled: 0.031, max: 0.031, sources: 1 } }, s)[0]!.pass).toBe(
      false,
    );
    expect(targets({ ...s, macroRecall: 0.8, everydayFpr: { pooled: 0.03, max: 0.03, sources: 1 } }, s)[0]!.pass).toBe(
      true,
    );
  });
});
