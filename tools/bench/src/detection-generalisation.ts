import { writeFileSync } from 'node:fs';
import { cpus, platform, release } from 'node:os';
import { resolve } from 'node:path';
import { buildTasks } from '@csg/train/data/build-tasks.ts';
import { readCorpora, trainDir } from '@csg/train/data/corpora.ts';
import { LOGISTIC_DEFAULTS } from '@csg/train/fit/logistic.ts';
import { naiveBayesTrainer } from '@csg/train/fit/naive-bayes.ts';
import type { Task } from '@csg/train/data/tasks.ts';
import { logisticTrainer, type Trainer } from '@csg/train/fit/train-task.ts';
import { evalDir } from './corpora.ts';
import { renderGeneralisationReport, type FamilyRun } from './generalisation-report.ts';
import { heldOutSources, logisticTrainerWithEpochs, runFold, type Fold } from './loso.ts';
import { jailbreakRows, modelAlone, toxicityRows } from './model-eval.ts';

/**
 * Leave-one-source-out over the training corpora for both model families, and each family's model
 * alone on the evaluation corpora; writes docs/benchmarks/detection-generalisation.md and prints it.
 * LOSO_EPOCHS=n trains family A with n epochs in LOSO only (default: as `pnpm train`), for a
 * quicker run on a busy machine; the eval section always uses the default.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const started = performance.now();
const seconds = (since: number): number => (performance.now() - since) / 1000;
const progress = (line: string): boolean => process.stderr.write(`${line}\n`);

const losoEpochs = process.env.LOSO_EPOCHS === undefined ? LOGISTIC_DEFAULTS.epochs : Number(process.env.LOSO_EPOCHS);
if (!Number.isInteger(losoEpochs) || losoEpochs < 1) throw new Error('LOSO_EPOCHS must be a positive integer');

const trainPath = trainDir();
const evalPath = evalDir();
const tasks = buildTasks(readCorpora(trainPath));
const taskNamed = (name: Task['name']): Task => tasks.find((task) => task.name === name)!;
const attack = taskNamed('attack-classifier');
const toxicity = taskNamed('toxicity-classifier');
const evalJailbreak = await jailbreakRows(evalPath);
const evalToxicity = await toxicityRows(evalPath);

function loso(family: string, task: Task, trainer: Trainer): Fold[] {
  return heldOutSources(task.rows).map((source) => {
    const t0 = performance.now();
    const fold = runFold(task, source, trainer);
    progress(`${family} ${task.name} without ${source}: ${seconds(t0).toFixed(1)} s`);
    return fold;
  });
}

function family(name: string, losoTrainer: Trainer, trainer: Trainer): FamilyRun {
  const t0 = performance.now();
  const attackFolds = loso(name, attack, losoTrainer);
  const toxicityFolds = loso(name, toxicity, losoTrainer);
  const losoSeconds = seconds(t0);
  return {
    name,
    attack: attackFolds,
    toxicity: toxicityFolds,
    losoSeconds,
    evalJailbreak: modelAlone(attack, trainer, evalJailbreak),
    evalToxicity: modelAlone(toxicity, trainer, evalToxicity),
  };
}

const runs = [
  family(
    'A: logistic',
    losoEpochs === LOGISTIC_DEFAULTS.epochs ? logisticTrainer : logisticTrainerWithEpochs(losoEpochs),
    logisticTrainer,
  ),
  family('B: naive Bayes', naiveBayesTrainer, naiveBayesTrainer),
];

const cpu = cpus();
const report = renderGeneralisationReport(runs, {
  date: new Date().toISOString().slice(0, 10),
  machine: `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}, ${platform()} ${release()}`,
  command: [
    ...['TRAIN_DIR', 'EVAL_DIR', 'LOSO_EPOCHS'].flatMap((key) =>
      key in process.env ? [`${key}=${process.env[key]}`] : [],
    ),
    'pnpm --filter @csg/bench bench:detection-generalisation',
  ].join(' '),
  totalSeconds: seconds(started),
  trainDir: `\`${trainPath}\``,
  evalDir: `\`${evalPath}\``,
  losoEpochs:
    losoEpochs === LOGISTIC_DEFAULTS.epochs
      ? `${losoEpochs} epochs, as \`pnpm train\``
      : `${losoEpochs} epochs (LOSO_EPOCHS; \`pnpm train\` uses ${LOGISTIC_DEFAULTS.epochs})`,
});
writeFileSync(resolve(ROOT, 'docs/benchmarks/detection-generalisation.md'), report);
process.stdout.write(report);
