import type { TrainRow } from '../data/rows.ts';
import type { Task } from '../data/tasks.ts';

export interface Supervision {
  /** Per row and head: 1, 0, or -1 for no target. */
  targets: Int8Array;
  /** Per row and head: the row's weight in that head's loss. */
  weights: Float32Array;
}

/**
 * Targets and loss weights for a task's rows. A source's rows weigh 1/√(its size) each, so that a
 * large corpus does not drown the small ones (what generalises is what many sources agree on); the
 * generated rows count as one source, so that their templates' regularities do not outweigh real
 * text. Then, per head, positives and negatives carry equal total weight.
 */
export function supervise(task: Task, rows: readonly TrainRow[] = task.rows): Supervision {
  const heads = task.heads.length;
  const targets = new Int8Array(rows.length * heads);
  const weights = new Float32Array(rows.length * heads);
  const groupSize = new Map<string, number>();
  const group = (row: TrainRow): string =>
    `${row.dataset.startsWith('augment/') ? 'augment' : row.dataset}\u0000${row.label}`;
  for (const row of rows) groupSize.set(group(row), (groupSize.get(group(row)) ?? 0) + 1);
  const base = rows.map((row) => 1 / Math.sqrt(groupSize.get(group(row))!));
  rows.forEach((row, r) => {
    task.targets(row).forEach((target, h) => (targets[r * heads + h] = target ?? -1));
  });
  for (let h = 0; h < heads; h++) {
    const total = [0, 0];
    rows.forEach((_, r) => {
      const target = targets[r * heads + h]!;
      if (target >= 0) total[target]! += base[r]!;
    });
    const scale = total.map((sum) => (sum === 0 ? 0 : (total[0]! + total[1]!) / (2 * sum)));
    rows.forEach((_, r) => {
      const target = targets[r * heads + h]!;
      if (target >= 0) weights[r * heads + h] = base[r]! * scale[target]!;
    });
  }
  return { targets, weights };
}
