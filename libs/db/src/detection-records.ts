import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { detections, filters } from './schema/index.ts';

/** One stored entity: type, category, placeholder, offsets, confidence, action, source; never a matched value. */
export interface StoredEntity {
  type: string;
  category: string;
  placeholder: string;
  start: number;
  end: number;
  confidence: number;
  action: string;
  source: string;
  /** Which message of a chat request it was found in. */
  message_index?: number;
}

export interface DetectionRecord {
  tenantId: string | null;
  apiKeyId: string | null;
  sessionId: string | null;
  /** Where the scan happened: `detect`, `chat-input`, `chat-output`, `grounding`. */
  surface: string;
  action: string;
  filter: string;
  entities: StoredEntity[];
  language?: string | null;
  clientAddress?: string | null;
}

/** The stored form of reported entities: the placeholder stands where the text was. */
export const storedEntities = <E extends Omit<StoredEntity, 'placeholder'>>(entities: readonly E[]): StoredEntity[] =>
  entities.map((e) => ({ ...e, placeholder: `[${e.type}]` }));

/** Stores one scan's record and returns its id. */
export async function recordDetection(db: Pick<Database, 'insert'>, record: DetectionRecord): Promise<string> {
  const [id] = await recordDetections(db, [record]);
  if (!id) throw new Error('detection record was not stored');
  return id;
}

/** Stores several scans' records in one statement (one round trip) and returns their ids in order. */
export async function recordDetections(
  db: Pick<Database, 'insert'>,
  records: readonly DetectionRecord[],
): Promise<string[]> {
  const rows = await db
    .insert(detections)
    .values(records.map((record) => ({ ...record, entityCount: record.entities.length })))
    .returning({ id: detections.id });
  if (rows.length !== records.length) throw new Error('detection records were not stored');
  return rows.map((row) => row.id);
}

/** The stored policy document of a filter, or undefined when there is no such filter. */
export async function loadFilterPolicy(db: Pick<Database, 'select'>, nickname: string): Promise<unknown> {
  const [row] = await db.select({ policy: filters.policy }).from(filters).where(eq(filters.nickname, nickname));
  return row?.policy;
}
