import type { Fold, Prediction } from './loso.ts';
import { countInto, outcomeOf, rates, sumTallies, type Tally } from './metrics.ts';

/** The figures of a LOSO run, from the held-out predictions alone. */

export const falsePositiveRate = (t: Tally): number | null => (t.fp + t.tn === 0 ? null : t.fp / (t.fp + t.tn));

/** The mean of the defined values; null when none is. */
export function macro(values: readonly (number | null)[]): number | null {
  const defined = values.filter((v): v is number => v !== null);
  return defined.length === 0 ? null : defined.reduce((a, b) => a + b, 0) / defined.length;
}

export function tallyOf(predictions: readonly Prediction[]): Tally {
  return sumTallies(tallyBy(predictions, () => '').values());
}

export function tallyBy(predictions: readonly Prediction[], key: (p: Prediction) => string): Map<string, Tally> {
  const map = new Map<string, Tally>();
  for (const p of predictions) countInto(map, key(p), outcomeOf(p.target === 1, p.predicted));
  return map;
}

export interface SourceFigures {
  source: string;
  threshold: number;
  trainRows: number;
  tally: Tally;
  /** Every held-out row is everyday text (no positive among them). */
  everydayOnly: boolean;
}

export function sourceFigures(fold: Fold): SourceFigures {
  return {
    source: fold.source,
    threshold: fold.threshold,
    trainRows: fold.trainRows,
    tally: tallyOf(fold.predictions),
    everydayOnly: fold.predictions.length > 0 && fold.predictions.every((p) => p.everyday),
  };
}

const positives = (t: Tally): number => t.tp + t.fn;
const negatives = (t: Tally): number => t.fp + t.tn;

export interface TaskSummary {
  /** Mean recall over the held-out sources that have positives. */
  macroRecall: number | null;
  /** Mean recall over the held-out sources that have only positives. */
  macroRecallPositiveOnly: number | null;
  /** Mean F1 over the held-out sources that have both labels. */
  macroF1: number | null;
  /** False-positive rate over the held-out sources of everyday text only: all their rows together, and the worst source. */
  everydayFpr: { pooled: number | null; max: number | null; sources: number };
  englishRecall: number | null;
  otherRecall: number | null;
}

export function summarise(folds: readonly Fold[]): TaskSummary {
  const sources = folds.map(sourceFigures);
  const withPositives = sources.filter((s) => positives(s.tally) > 0);
  const everyday = sources.filter((s) => s.everydayOnly);
  const all = folds.flatMap((fold) => fold.predictions);
  const byEnglish = tallyBy(all, (p) => (p.lang === 'en' ? 'en' : 'other'));
  const recallOf = (t: Tally | undefined): number | null => (t === undefined ? null : rates(t).recall);
  return {
    macroRecall: macro(withPositives.map((s) => rates(s.tally).recall)),
    macroRecallPositiveOnly: macro(
      withPositives.filter((s) => negatives(s.tally) === 0).map((s) => rates(s.tally).recall),
    ),
    macroF1: macro(withPositives.filter((s) => negatives(s.tally) > 0).map((s) => rates(s.tally).f1)),
    everydayFpr: {
      pooled: falsePositiveRate(sumTallies(everyday.map((s) => s.tally))),
      max: everyday.length === 0 ? null : Math.max(...everyday.map((s) => falsePositiveRate(s.tally) ?? 0)),
      sources: everyday.length,
    },
    englishRecall: recallOf(byEnglish.get('en')),
    otherRecall: recallOf(byEnglish.get('other')),
  };
}

/** Recall and false-positive rate per language over every held-out prediction of a task. */
export function byLanguage(folds: readonly Fold[]): Map<string, Tally> {
  return tallyBy(
    folds.flatMap((fold) => fold.predictions),
    (p) => p.lang,
  );
}

export interface Target {
  name: string;
  pass: boolean;
  /** The measured figures, as the report prints them. */
  measured: string;
}

const ATTACK_MACRO_RECALL = 0.8;
const ATTACK_BENIGN_FPR = 0.03;
const TOXICITY_MACRO_F1 = 0.75;
const LANGUAGE_GAP = 0.1;

const fmt = (v: number | null): string => (v === null ? '—' : v.toFixed(3));

/** A gap counts either way: a model much better outside English is also not one model for all. */
function languageTarget(task: string, s: TaskSummary): Target {
  const gap = s.englishRecall === null || s.otherRecall === null ? null : Math.abs(s.otherRecall - s.englishRecall);
  return {
    name: `${task}: non-English recall within ${LANGUAGE_GAP} of English`,
    pass: gap !== null && gap <= LANGUAGE_GAP,
    measured: `non-English ${fmt(s.otherRecall)}, English ${fmt(s.englishRecall)}`,
  };
}

export function targets(attack: TaskSummary, toxicity: TaskSummary): Target[] {
  return [
    {
      name: `attack: LOSO macro recall ≥ ${ATTACK_MACRO_RECALL} at pooled benign FPR ≤ ${ATTACK_BENIGN_FPR * 100} %`,
      pass:
        (attack.macroRecall ?? 0) >= ATTACK_MACRO_RECALL &&
        attack.everydayFpr.pooled !== null &&
        attack.everydayFpr.pooled <= ATTACK_BENIGN_FPR,
      measured: `macro recall ${fmt(attack.macroRecall)}, benign FPR ${fmt(attack.everydayFpr.pooled)}`,
    },
    {
      name: `toxicity: LOSO macro F1 ≥ ${TOXICITY_MACRO_F1}`,
      pass: (toxicity.macroF1 ?? 0) >= TOXICITY_MACRO_F1,
      measured: `macro F1 ${fmt(toxicity.macroF1)}`,
    },
    languageTarget('attack', attack),
    languageTarget('toxicity', toxicity),
  ];
}
