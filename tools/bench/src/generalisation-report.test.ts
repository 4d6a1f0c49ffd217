import { describe, expect, it } from 'vitest';
import { renderGeneralisationReport, type FamilyRun } from './generalisation-report.ts';
import type { Fold, Prediction } from './loso.ts';
import { emptyTally } from './metrics.ts';

const p = (lang: string, target: 0 | 1, predicted: boolean): Prediction => ({
  source: 's',
  lang,
  target,
  predicted,
  everyday: target === 0,
});
const fold = (source: string, predictions: Prediction[]): Fold => ({
  source,
  threshold: 0.5,
  trainRows: 1,
  predictions,
});
const alone = { threshold: 0.5, byDataset: new Map(), total: emptyTally() };

/** A family with the given recall in English and in German, and no false positives. */
function family(name: string, found: { en: number; de: number }): FamilyRun {
  const positives = (lang: 'en' | 'de') => Array.from({ length: 10 }, (_, i) => p(lang, 1, i < found[lang] * 10));
  const folds = [
    fold('en-source', positives('en')),
    fold('de-source', positives('de')),
    fold('benign', [p('en', 0, false)]),
  ];
  return { name, attack: folds, toxicity: folds, losoSeconds: 1, evalJailbreak: alone, evalToxicity: alone };
}

const info = { date: 'd', machine: 'm', command: 'c', totalSeconds: 60, trainDir: 't', evalDir: 'e', losoEpochs: '5' };

describe('renderGeneralisationReport', () => {
  it('names the family with the better headline figures, even if a vacuous target makes the other pass more', () => {
    // "flat" finds nothing anywhere, so its language gap is 0; "strong" finds much more, unevenly.
    const report = renderGeneralisationReport(
      [family('flat', { en: 0, de: 0 }), family('strong', { en: 0.9, de: 0.7 })],
      info,
    );
    expect(report).toContain('Better: **strong**');
    expect(report.indexOf('## strong: leave-one-source-out')).toBeLessThan(
      report.indexOf('## flat: leave-one-source-out'),
    );
  });
});
