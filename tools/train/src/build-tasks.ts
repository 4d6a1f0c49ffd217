import type { Corpora } from './corpora.ts';
import { attackTask, toxicityTask, type Task } from './tasks.ts';

/** Seed of every random choice of a training run (sampling, shuffling, generated rows). */
export const TRAINING_SEED = 17;

/** The two tasks as `pnpm train` builds them. */
export function buildTasks(corpora: Corpora, seed = TRAINING_SEED): Task[] {
  return [attackTask(corpora, [], seed), toxicityTask(corpora, [])];
}
