import { randomUUID } from 'node:crypto';
import { createDatabase, type DatabaseHandle } from '@csg/db';
import { insertTestTenant, useTestDatabase } from '@csg/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jailbreakRejectionsSince, recordDetection, type DetectionRecord } from './detection-records.ts';
import { createSessionRecordsRepo, warnSession, type SessionRecordsRepo } from './session-records.ts';
import { storedEntities, type StoredEntity } from './stored-entity.ts';

const database = useTestDatabase();
let handle: DatabaseHandle;
let filed: SessionRecordsRepo;
let tenant = '';
let stranger = '';
beforeAll(async () => {
  handle = createDatabase(database.url, { max: 2 });
  filed = createSessionRecordsRepo(handle.db);
  tenant = (await insertTestTenant(handle.db, 'normal_user')).id;
  stranger = (await insertTestTenant(handle.db, 'normal_user')).id;
});
afterAll(async () => {
  await handle.close();
});

const jailbreak = storedEntities([
  { type: 'JAILBREAK', category: 'jailbreak', start: 0, end: 9, confidence: 0.9, action: 'reject', source: 'regex' },
]);
const record = (extra: Partial<DetectionRecord>): DetectionRecord => ({
  tenantId: tenant,
  apiKeyId: null,
  sessionId: null,
  surface: 'chat-input',
  action: 'mask',
  filter: 'content-safety-v2',
  entities: [],
  ...extra,
});

/** A session with one record and one warning of its tenant, and one record another tenant filed under its id. */
async function fileUnder(sessionId: string) {
  const own = await recordDetection(handle.db, record({ sessionId }));
  await recordDetection(handle.db, record({ sessionId, tenantId: stranger }));
  await warnSession(handle.db, { sessionId, tenantId: tenant, detectionId: own, message: '1 of 2 claims' });
  return own;
}

describe('the records of a session', () => {
  it("reads the tenant's own records and warnings of the session, in the order they were stored", async () => {
    const sessionId = randomUUID();
    const first = await fileUnder(sessionId);
    const second = await recordDetection(handle.db, record({ sessionId, surface: 'chat-output' }));

    const records = (await filed.of(tenant, sessionId)).records;
    expect(records.map((r) => [r.id, r.surface])).toEqual([
      [first, 'chat-input'],
      [second, 'chat-output'],
    ]);
    expect((await filed.of(tenant, sessionId)).warnings).toEqual([
      {
        id: expect.any(String) as string,
        kind: 'hallucination',
        message: '1 of 2 claims',
        createdAt: expect.any(Date) as Date,
      },
    ]);
    expect((await filed.of(stranger, sessionId)).warnings).toEqual([]);
  });

  it("removes the session's warnings and the tenant's records inside the caller's transaction, all or nothing", async () => {
    const doomed = randomUUID();
    const kept = randomUUID();
    await fileUnder(doomed);
    await fileUnder(kept);

    await expect(
      handle.db.transaction(async (tx) => {
        await filed.removeOf(tx, tenant, doomed);
        throw new Error('the session delete failed');
      }),
    ).rejects.toThrow('the session delete failed');
    expect((await filed.of(tenant, doomed)).records).toHaveLength(1);

    await handle.db.transaction((tx) => filed.removeOf(tx, tenant, doomed));
    expect((await filed.of(tenant, doomed)).records).toEqual([]);
    expect((await filed.of(tenant, doomed)).warnings).toEqual([]);
    // Another tenant's record under the same id is not the session owner's to delete.
    expect((await filed.of(stranger, doomed)).records).toHaveLength(1);
    expect((await filed.of(tenant, kept)).records).toHaveLength(1);
    expect((await filed.of(tenant, kept)).warnings).toHaveLength(1);
  });
});

describe('jailbreakRejectionsSince', () => {
  it("counts the tenant's prompts rejected with a rejected jailbreak entity since the given time, nothing else", async () => {
    const since = new Date(Date.now() - 60_000);
    const flaggedJailbreak: StoredEntity[] = [{ ...jailbreak[0]!, action: 'flag' }];
    await recordDetection(handle.db, record({ action: 'reject', entities: jailbreak }));
    await recordDetection(handle.db, record({ action: 'reject', entities: jailbreak }));
    await recordDetection(handle.db, record({ action: 'reject', entities: [], surface: 'chat-input' }));
    await recordDetection(handle.db, record({ action: 'reject', entities: jailbreak, surface: 'chat-output' }));
    await recordDetection(handle.db, record({ action: 'reject', entities: jailbreak, surface: 'detect' }));
    await recordDetection(handle.db, record({ action: 'flag', entities: flaggedJailbreak }));
    await recordDetection(handle.db, record({ action: 'reject', entities: jailbreak, tenantId: stranger }));

    expect(await jailbreakRejectionsSince(handle.db, tenant, since)).toBe(2);
    expect(await jailbreakRejectionsSince(handle.db, tenant, new Date(Date.now() + 60_000))).toBe(0);
  });
});
