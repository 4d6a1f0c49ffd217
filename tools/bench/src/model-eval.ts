import type { TrainRow } from '@csg/train/data/rows.ts';
import type { Task } from '@csg/train/data/tasks.ts';
import { scoreRows, trainTask, type Trainer } from '@csg/train/fit/train-task.ts';
import { loadJailbreak, loadToxicity } from './corpora.ts';
import { firstHeadOnly } from './loso.ts';
import { countInto, outcomeOf, sumTallies, type Tally } from './metrics.ts';

/**
 * The learned model alone on ../shared/eval: trained by `trainTask` on every training row, at the
 * threshold it chose on its validation tenth, one score per whole text (no chunking, no rules). The
 * engine with rules and models is what bench:detection-accuracy measures.
 */

export interface ModelAlone {
  threshold: number;
  byDataset: Map<string, Tally>;
  total: Tally;
}

/** An eval case in the shape the task's targets read; the label decides the first head's target. */
const asRow = (id: string, text: string, label: string, dataset: string): TrainRow => ({
  id,
  text,
  label,
  subtype: null,
  lang: '',
  hard_negative: false,
  dataset,
});

const ATTACK_LABELS = new Set(['jailbreak', 'prompt_injection', 'indirect_prompt_injection']);

export async function jailbreakRows(dir: string): Promise<TrainRow[]> {
  const rows: TrainRow[] = [];
  for await (const c of loadJailbreak(dir)) {
    rows.push(asRow(c.id, c.text, ATTACK_LABELS.has(c.label) ? 'attack' : c.label, c.dataset));
  }
  return rows;
}

export async function toxicityRows(dir: string): Promise<TrainRow[]> {
  const rows: TrainRow[] = [];
  for await (const c of loadToxicity(dir)) rows.push(asRow(c.id, c.text, c.label, c.dataset));
  return rows;
}

export function modelAlone(task: Task, trainer: Trainer, evalRows: readonly TrainRow[]): ModelAlone {
  // The first head alone: its weights and threshold are those of the full task (see firstHeadOnly).
  const reduced = firstHeadOnly(task);
  const { model, threshold } = trainTask(reduced, trainer);
  const scored = scoreRows(reduced, model, evalRows);
  const byDataset = new Map<string, Tally>();
  evalRows.forEach((row, i) =>
    countInto(byDataset, row.dataset, outcomeOf(scored[i]!.target === 1, scored[i]!.score >= threshold)),
  );
  return { threshold, byDataset, total: sumTallies(byDataset.values()) };
}
