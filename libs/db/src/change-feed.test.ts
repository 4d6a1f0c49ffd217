import { randomBytes } from 'node:crypto';
import { useTestDatabase } from '@csg/testing';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL, createChangeFeed, type Change, type ChangedTable, type ChangeFeed } from './change-feed.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';
import * as schema from './schema/index.ts';

const testDb = useTestDatabase();
/** The app's pool, whose listen connection the feed uses, and another app's pool that writes. */
let reader: DatabaseHandle | undefined;
let writer: DatabaseHandle;
let feed: ChangeFeed | undefined;
let application: string;

beforeAll(() => {
  writer = createDatabase(testDb.url, { max: 2 });
});
afterAll(async () => {
  await writer.close();
});
afterEach(async () => {
  feed?.close();
  await reader?.close();
  [feed, reader] = [undefined, undefined];
});

/** A feed on a pool of its own, with a subscriber that records what it is told. */
async function follow(tables: readonly ChangedTable[]) {
  application = `feed-test-${randomBytes(4).toString('hex')}`;
  reader = createDatabase(testDb.url, { max: 1, applicationName: application });
  const opened = createChangeFeed(reader.sql, { onError: () => undefined });
  feed = opened;
  const told: (Change | 'missed')[] = [];
  opened.subscribe(
    tables,
    (change) => told.push(change),
    () => told.push('missed'),
  );
  expect(await opened.listening()).toBe(true);
  return told;
}

async function tenant() {
  const [row] = await writer.db
    .insert(schema.tenants)
    .values({
      username: `u-${randomBytes(4).toString('hex')}`,
      passwordHash: 'x',
      role: 'normal_user',
      contactEmail: 'u@x',
    })
    .returning({ id: schema.tenants.id });
  return row!.id;
}

async function apiKey(tenantId: string) {
  const [row] = await writer.db
    .insert(schema.apiKeys)
    .values({ name: 'k', keyHash: randomBytes(32).toString('hex'), tenantId, createdBy: tenantId })
    .returning({ id: schema.apiKeys.id });
  return row!.id;
}

describe('createChangeFeed', () => {
  it('tells a subscriber of a changed table, first that it is listening, then the change another pool committed', async () => {
    const told = await follow(['api_keys']);
    const owner = await tenant();
    const keyId = await apiKey(owner);
    await expect.poll(() => told).toEqual(['missed', { table: 'api_keys', op: 'INSERT', id: keyId, tenantId: owner }]);
  });

  it('announces the table, operation and ids only: never a hash or other contents', async () => {
    const raw = postgres(testDb.url, { max: 1 });
    try {
      const payloads: string[] = [];
      await raw.listen(CHANGES_CHANNEL, (payload) => payloads.push(payload));
      const owner = await tenant();
      await apiKey(owner);
      await expect.poll(() => payloads.length).toBe(2);
      for (const payload of payloads)
        expect(Object.keys(JSON.parse(payload) as object).sort()).toEqual(['id', 'op', 'table', 'tenantId']);
    } finally {
      await raw.end();
    }
  });

  it("does not announce an API key's last use, which is written every few seconds; a revocation it does", async () => {
    const owner = await tenant();
    const keyId = await apiKey(owner);
    const told = await follow(['api_keys', 'models']);
    await writer.db.update(schema.apiKeys).set({ lastUsedAt: new Date() }).where(eq(schema.apiKeys.id, keyId));
    await writer.db.update(schema.apiKeys).set({ revokedAt: new Date() }).where(eq(schema.apiKeys.id, keyId));
    await expect.poll(() => told).toEqual(['missed', { table: 'api_keys', op: 'UPDATE', id: keyId, tenantId: owner }]);
  });

  it('announces both tenants when an update moves a row from one to the other', async () => {
    const [first, second] = [await tenant(), await tenant()];
    const keyId = await apiKey(first);
    const told = await follow(['api_keys']);
    await writer.db.update(schema.apiKeys).set({ tenantId: second }).where(eq(schema.apiKeys.id, keyId));
    await expect.poll(() => told.length).toBe(3);
    expect(
      told
        .slice(1)
        .map((c) => (c as Change).tenantId)
        .sort(),
    ).toEqual([first, second].sort());
  });

  it('tells every subscriber that changes may have been missed when the listen connection comes back after a loss', async () => {
    const told = await follow(['tenants']);
    await writer.sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${application} and query ilike 'listen%'`;
    await expect.poll(() => told, { timeout: 10_000 }).toEqual(['missed', 'missed']);
    const id = await tenant();
    await expect.poll(() => told.at(-1)).toEqual({ table: 'tenants', op: 'INSERT', id, tenantId: id });
  });

  it('reports a listen connection it cannot open and throws nothing; its subscribers are told nothing', async () => {
    reader = createDatabase('postgres://postgres@127.0.0.1:1/none', { max: 1 });
    const errors: unknown[] = [];
    const unreachable = createChangeFeed(reader.sql, { onError: (error) => errors.push(error) });
    feed = unreachable;
    const told: unknown[] = [];
    unreachable.subscribe(
      ['tenants'],
      (change) => told.push(change),
      () => told.push('missed'),
    );
    expect(await unreachable.listening()).toBe(false);
    expect(errors).toHaveLength(1);
    expect(told).toEqual([]);
  });
});
