// `pnpm train`: rebuilds the committed model files from ../shared/train (TRAIN_DIR), byte for byte.
// `pnpm train --check`: trains the same way and fails if a committed file differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { encodeModel } from '@csg/detection-engine/ml';
import { buildTasks, TRAINING_SEED } from './data/build-tasks.ts';
import { readCorpora, trainDir } from './data/corpora.ts';
import { LOGISTIC_DEFAULTS } from './fit/logistic.ts';
import { quantize } from './fit/quantize.ts';
import { trainTask } from './fit/train-task.ts';
import type { Task } from './data/tasks.ts';

const MODELS_DIR = resolve(import.meta.dirname, '../../../libs/detection-engine/models');

function rowsBySource(task: Task): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of task.rows) counts[`${row.dataset}:${row.label}`] = (counts[`${row.dataset}:${row.label}`] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)));
}

const round = (x: number): number => Math.round(x * 10000) / 10000;

const check = process.argv.includes('--check');
const startedAt = performance.now();
const corpora = readCorpora(trainDir());
let stale = 0;
for (const task of buildTasks(corpora)) {
  const trained = trainTask(task);
  const file = quantize(trained.model, task.name, task.heads, trained.threshold, {
    family: 'logistic regression (Adagrad) on hashed character 2–5-grams and word 1–2-grams',
    seed: TRAINING_SEED,
    epochs: LOGISTIC_DEFAULTS.epochs,
    trainRows: trained.trainRows,
    validation: Object.fromEntries(Object.entries(trained.validation).map(([k, v]) => [k, round(v)])),
    rows: rowsBySource(task),
  });
  const bytes = encodeModel(file);
  const path = resolve(MODELS_DIR, `${task.name}.csm`);
  const v = trained.validation;
  console.log(
    `${task.name}: threshold ${trained.threshold}, validation recall ${v.recall.toFixed(3)}, ` +
      `false positives ${(v.falsePositiveRate * 100).toFixed(2)} %, F1 ${v.f1.toFixed(3)} (${v.rows} rows), ${bytes.length} bytes`,
  );
  if (!check) {
    writeFileSync(path, bytes);
    continue;
  }
  const committed = readFileSync(path);
  if (Buffer.compare(committed, bytes) !== 0) {
    console.error(`${path} differs from a fresh training run`);
    stale++;
  }
}
console.log(`${check ? 'checked' : 'trained'} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
if (stale > 0) process.exitCode = 1;
