import { augmentAttacks } from '../augment/attacks.ts';
import { augmentToxicity } from '../augment/toxicity.ts';
import type { Corpora } from './corpora.ts';
import { attackTask, toxicityTask, type Task } from './tasks.ts';

/** Seed of every random choice of a training run (sampling, shuffling, generated rows). */
export const TRAINING_SEED = 17;

/** The two tasks as `pnpm train` builds them: the corpora plus the constructions of augment/. */
export function buildTasks(corpora: Corpora, seed = TRAINING_SEED): Task[] {
  const toxic = corpora.toxicity.filter((row) => row.label === 'toxic');
  return [attackTask(corpora, augmentAttacks(seed), seed), toxicityTask(corpora, augmentToxicity(toxic, seed))];
}
