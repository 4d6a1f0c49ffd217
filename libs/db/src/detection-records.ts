import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
export async function recordDetection(db: Pick<Database, 'execute'>, record: DetectionRecord): Promise<string> {
  const [id] = await recordDetections(db, [record]);
  if (!id) throw new Error('detection record was not stored');
  return id;
}

/**
 * Stores several scans' records in one statement (one round trip) and returns their ids in order.
 * Every scan of every surface writes one, so the statement's text never changes (PostgreSQL keeps
 * it prepared) and the rows travel as one JSON parameter: building a many-column insert per call
 * cost as much as the query itself.
 */
export async function recordDetections(
  db: Pick<Database, 'execute'>,
  records: readonly DetectionRecord[],
): Promise<string[]> {
  const rows = records.map((record) => ({
    id: randomUUID(),
    tenant_id: record.tenantId,
    api_key_id: record.apiKeyId,
    session_id: record.sessionId,
    surface: record.surface,
    action: record.action,
    filter: record.filter,
    entities: record.entities,
    entity_count: record.entities.length,
    language: record.language ?? null,
    client_address: record.clientAddress ?? null,
  }));
  const stored = await db.execute<{ id: string }>(sql`
    insert into ${detections}
      (id, tenant_id, api_key_id, session_id, surface, action, filter, entities, entity_count, language, client_address)
    select id, tenant_id, api_key_id, session_id, surface, action, filter, entities, entity_count, language, client_address
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      id uuid, tenant_id uuid, api_key_id uuid, session_id uuid, surface text, action text, filter text,
      entities jsonb, entity_count integer, language text, client_address text)
    returning id`);
  if (stored.length !== records.length) throw new Error('detection records were not stored');
  return rows.map((row) => row.id);
}

/** The stored policy document of a filter, or undefined when there is no such filter. */
export async function loadFilterPolicy(db: Pick<Database, 'select'>, nickname: string): Promise<unknown> {
  const [row] = await db.select({ policy: filters.policy }).from(filters).where(eq(filters.nickname, nickname));
  return row?.policy;
}
