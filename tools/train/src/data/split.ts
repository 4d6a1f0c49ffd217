import type { TrainRow } from './rows.ts';

/** FNV-1a of a row id: which rows are held out does not depend on file order or on a generator. */
function idHash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** One row in `every` (by id) is kept for validation: thresholds are chosen there, never on ../shared/eval. */
export function isValidation(row: TrainRow, every = 10): boolean {
  return idHash(row.id) % every === 0;
}
