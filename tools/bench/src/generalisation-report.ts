import {
  byLanguage,
  falsePositiveRate,
  sourceFigures,
  summarise,
  targets,
  type TaskSummary,
  type Target,
} from './generalisation-metrics.ts';
import type { Fold } from './loso.ts';
import { rates, type Tally } from './metrics.ts';
import type { ModelAlone } from './model-eval.ts';
import { fmtRate, table, tallyTable } from './report.ts';

/** Markdown of the generalisation bench: counts and rates per source and language, never corpus text. */

export interface FamilyRun {
  name: string;
  attack: Fold[];
  toxicity: Fold[];
  losoSeconds: number;
  evalJailbreak: ModelAlone;
  evalToxicity: ModelAlone;
}

export interface RunInfo {
  date: string;
  machine: string;
  command: string;
  totalSeconds: number;
  trainDir: string;
  evalDir: string;
  /** Which epochs family A used in LOSO, and why. */
  losoEpochs: string;
}

interface Scored {
  run: FamilyRun;
  attack: TaskSummary;
  toxicity: TaskSummary;
  targets: Target[];
  passed: number;
}

function score(run: FamilyRun): Scored {
  const attack = summarise(run.attack);
  const toxicity = summarise(run.toxicity);
  const list = targets(attack, toxicity);
  return { run, attack, toxicity, targets: list, passed: list.filter((t) => t.pass).length };
}

const pct = (v: number | null): string => (v === null ? '—' : `${(v * 100).toFixed(1)} %`);

function comparison(ranked: readonly Scored[]): string {
  return table(
    [
      'family',
      'attack macro recall',
      'benign FPR pooled / max',
      'attack recall non-en / en',
      'toxicity macro F1',
      'toxic-only macro recall',
      'toxicity recall non-en / en',
      'targets passed',
      'LOSO time',
    ],
    ranked.map((s) => [
      s.run.name,
      fmtRate(s.attack.macroRecall),
      `${pct(s.attack.everydayFpr.pooled)} / ${pct(s.attack.everydayFpr.max)}`,
      `${fmtRate(s.attack.otherRecall)} / ${fmtRate(s.attack.englishRecall)}`,
      fmtRate(s.toxicity.macroF1),
      fmtRate(s.toxicity.macroRecallPositiveOnly),
      `${fmtRate(s.toxicity.otherRecall)} / ${fmtRate(s.toxicity.englishRecall)}`,
      `${s.passed} of ${s.targets.length}`,
      `${s.run.losoSeconds.toFixed(0)} s`,
    ]),
  );
}

const positives = (t: Tally): number => t.tp + t.fn;
const negatives = (t: Tally): number => t.fp + t.tn;

function sourceTable(folds: readonly Fold[]): string {
  const rows = folds.map(sourceFigures).map(({ source, threshold, trainRows, tally }) => {
    const both = positives(tally) > 0 && negatives(tally) > 0;
    return [
      source,
      positives(tally) + negatives(tally),
      positives(tally),
      trainRows,
      threshold.toFixed(2),
      fmtRate(rates(tally).recall),
      fmtRate(falsePositiveRate(tally)),
      both ? fmtRate(rates(tally).f1) : '—',
    ];
  });
  return table(['held-out source', 'rows', 'positives', 'trained on', 'threshold', 'recall', 'FPR', 'F1'], rows);
}

function languageTable(folds: readonly Fold[]): string {
  const rows = [...byLanguage(folds)]
    .sort(([a, x], [b, y]) => positives(y) + negatives(y) - positives(x) - negatives(x) || a.localeCompare(b))
    .map(([lang, t]) => [lang, positives(t), fmtRate(rates(t).recall), negatives(t), fmtRate(falsePositiveRate(t))]);
  return table(['lang', 'positives', 'recall', 'negatives', 'FPR'], rows);
}

function taskDetail(title: string, folds: readonly Fold[], s: TaskSummary, negativesNote: string): string {
  return `### ${title}

Macro recall over held-out sources with positives ${fmtRate(s.macroRecall)}; over positive-only sources ${fmtRate(s.macroRecallPositiveOnly)}; macro F1 over sources with both labels ${fmtRate(s.macroF1)}; FPR over the ${s.everydayFpr.sources} held-out sources of ${negativesNote} only: pooled ${pct(s.everydayFpr.pooled)}, worst ${pct(s.everydayFpr.max)}.

${sourceTable(folds)}

Per language, over every held-out prediction of the task (FPR on all its negatives):

${languageTable(folds)}`;
}

function familyDetail(s: Scored): string {
  return `## ${s.run.name}: leave-one-source-out

${taskDetail('attack-classifier', s.run.attack, s.attack, 'benign prompts')}

${taskDetail('toxicity-classifier', s.run.toxicity, s.toxicity, 'non-toxic text')}`;
}

function evalDetail(s: Scored): string {
  const { evalJailbreak: jb, evalToxicity: tox } = s.run;
  return `### ${s.run.name}

jailbreak.jsonl at threshold ${jb.threshold.toFixed(2)} (positives: jailbreak, prompt_injection, indirect_prompt_injection; negatives: benign, harmful_request):

${tallyTable('dataset', jb.byDataset, jb.total)}

toxicity.jsonl at threshold ${tox.threshold.toFixed(2)} (toxic vs non_toxic):

${tallyTable('dataset', tox.byDataset, tox.total)}`;
}

export function renderGeneralisationReport(runs: readonly FamilyRun[], info: RunInfo): string {
  // The headline figures decide, not the count of targets passed: the language target is also met
  // by a family that finds equally little in every language.
  const headline = (s: Scored): number => (s.attack.macroRecall ?? 0) + (s.toxicity.macroF1 ?? 0);
  const ranked = runs.map(score).sort((a, b) => headline(b) - headline(a));
  const best = ranked[0]!;
  return `# Detection generalisation (${info.date})

Machine: ${info.machine}. Command: \`${info.command}\`. Total time ${(info.totalSeconds / 60).toFixed(1)} min. Training corpora: ${info.trainDir}; evaluation corpora: ${info.evalDir}. Family A (logistic) in LOSO: ${info.losoEpochs}.

## How to read

Leave-one-source-out (LOSO): for each task and each source (\`dataset\`) of its training rows, a model is trained on the rows of every other source (generated \`augment/*\` rows always stay in training), its threshold is chosen by \`trainTask\`'s rule on a validation tenth of those rows, and it scores the held-out source. A source's figures are thus those of text from somewhere the model never saw, which is closer to production than a validation split of the same sources. Recall is over a source's positives (attacks, toxic texts), FPR over its negatives; F1 only where a source has both. Macro figures weigh every source alike. The language target compares the recall of all non-English positives with that of the English ones: a family that finds equally little everywhere meets it, so read it beside the recall figures. "Benign FPR" pools the held-out sources that hold only benign prompts. Only the first head (attack, toxic) is trained and scored: heads train independently, so it is the same as in the full model. The last section is each family's model alone on the evaluation corpora; the engine (rules and models together) is measured by \`bench:detection-accuracy\`. No threshold is ever chosen on a held-out source or on eval.

## Families compared

${comparison(ranked)}

Better: **${best.run.name}** (the higher attack macro recall + toxicity macro F1).

## Targets (${best.run.name})

${best.targets.map((t) => `- **${t.pass ? 'PASS' : 'FAIL'}** ${t.name} (${t.measured})`).join('\n')}

${ranked.map(familyDetail).join('\n\n')}

## Model alone on the evaluation corpora

Each family trained by \`trainTask\` on all training rows, at its own validation threshold; one score per text (its first 6,000 characters, as in training).

${ranked.map(evalDetail).join('\n\n')}
`;
}
