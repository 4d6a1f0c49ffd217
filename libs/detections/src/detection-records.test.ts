import { createDatabase, type DatabaseHandle } from '@csg/db';
import { useTestDatabase } from '@csg/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDetection, recordDetections, type DetectionRecord, type DetectionSurface } from './detection-records.ts';
import { storedEntities } from './stored-entity.ts';

const database = useTestDatabase();
let handle: DatabaseHandle;
beforeAll(() => {
  handle = createDatabase(database.url, { max: 2 });
});
afterAll(async () => {
  await handle.close();
});

const entity = {
  type: 'EMAIL_ADDRESS',
  category: 'pii',
  start: 5,
  end: 21,
  confidence: 0.95,
  action: 'mask',
  source: 'validator',
} as const;
const record = (surface: DetectionSurface, extra: Partial<DetectionRecord> = {}): DetectionRecord => ({
  tenantId: null,
  apiKeyId: null,
  sessionId: null,
  surface,
  action: 'mask',
  filter: 'content-safety-v2',
  entities: storedEntities([entity]),
  ...extra,
});

describe('recordDetections', () => {
  it('stores every record in one statement and returns the ids in the order given', async () => {
    const sessionId = '6f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';
    const ids = await recordDetections(handle.db, [
      record('chat-input', { sessionId, language: 'en', clientAddress: '198.51.100.7' }),
      record('chat-output', { sessionId, entities: [] }),
    ]);
    expect(ids).toHaveLength(2);
    const rows = await handle.sql`
      select id, surface, session_id, language, client_address, entity_count, entities, jsonb_typeof(entities) as kind
      from detections where id = any(${ids}) order by array_position(${ids}::uuid[], id)`;
    expect(rows.map((r) => String(r['id']))).toEqual(ids);
    expect(rows[0]).toMatchObject({
      surface: 'chat-input',
      session_id: sessionId,
      language: 'en',
      client_address: '198.51.100.7',
      entity_count: 1,
      kind: 'array',
      entities: [{ ...entity, placeholder: '[EMAIL_ADDRESS]' }],
    });
    expect(rows[1]).toMatchObject({
      surface: 'chat-output',
      language: null,
      client_address: null,
      entity_count: 0,
      entities: [],
    });
  });

  it('stores one record and returns its id', async () => {
    const id = await recordDetection(handle.db, record('detect'));
    const [row] = await handle.sql`select surface, tenant_id from detections where id = ${id}`;
    expect(row).toEqual({ surface: 'detect', tenant_id: null });
  });
});
