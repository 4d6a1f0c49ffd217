import { randomUUID } from 'node:crypto';
import type { Action } from '@csg/contracts';
import { schema, type Executor } from '@csg/db';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { StoredEntity } from './stored-entity.ts';

const { detections } = schema;

/**
 * Where a scan happened: the detect endpoint, a chat turn's prompt or reply, the grounding check of
 * a reply, an image's text, a document's text.
 */
export type DetectionSurface =
  'detect' | 'chat-input' | 'chat-output' | 'grounding' | 'image-analysis' | 'document-analysis';

/** One scan's record: type, category, placeholder, offsets, confidence, action and source per entity; never a matched value. */
export interface DetectionRecord {
  /** Null for an anonymous in-cluster caller. */
  tenantId: string | null;
  apiKeyId: string | null;
  sessionId: string | null;
  surface: DetectionSurface;
  action: Action;
  filter: string;
  entities: StoredEntity[];
  language?: string | null;
  clientAddress?: string | null;
}

/** Stores one scan's record and returns its id. */
export async function recordDetection(db: Executor, record: DetectionRecord): Promise<string> {
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
export async function recordDetections(db: Executor, records: readonly DetectionRecord[]): Promise<string[]> {
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

/**
 * The tenant's prompts rejected for a jailbreak since `since`: `chat-input` records rejected with a
 * rejected jailbreak entity among them (what the automatic review lock counts).
 */
export async function jailbreakRejectionsSince(db: Executor, tenantId: string, since: Date): Promise<number> {
  const jailbreak: Partial<StoredEntity>[] = [{ category: 'jailbreak', action: 'reject' }];
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(detections)
    .where(
      and(
        eq(detections.tenantId, tenantId),
        eq(detections.surface, 'chat-input'),
        eq(detections.action, 'reject'),
        gte(detections.createdAt, since),
        sql`${detections.entities} @> ${JSON.stringify(jailbreak)}::jsonb`,
      ),
    );
  return row?.count ?? 0;
}
