import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TrainRow } from './rows.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** ../shared/train beside the repository, or TRAIN_DIR. */
export function trainDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.TRAIN_DIR ?? resolve(ROOT, '../shared/train');
}

/** Every row of one JSON-lines file of the training corpora, in file order. */
export function readRows(dir: string, file: string): TrainRow[] {
  const rows: TrainRow[] = [];
  for (const line of readFileSync(resolve(dir, file), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line) as TrainRow;
    rows.push({
      id: row.id,
      text: row.text,
      label: row.label,
      subtype: row.subtype ?? null,
      lang: row.lang,
      hard_negative: row.hard_negative === true,
      dataset: row.dataset,
    });
  }
  return rows;
}

export interface Corpora {
  jailbreak: TrainRow[];
  benign: TrainRow[];
  harmful: TrainRow[];
  toxicity: TrainRow[];
}

export function readCorpora(dir = trainDir()): Corpora {
  return {
    jailbreak: readRows(dir, 'jailbreak.jsonl'),
    benign: readRows(dir, 'benign.jsonl'),
    harmful: readRows(dir, 'harmful_requests.jsonl'),
    toxicity: readRows(dir, 'toxicity.jsonl'),
  };
}
