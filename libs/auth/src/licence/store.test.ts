import { createChangeFeed, createDatabase, schema, type DatabaseHandle } from '@csg/db';
import { useTestDatabase, watchChanges } from '@csg/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLicenceStore, LICENCE_SETTING_KEY } from './store.ts';

const testDb = useTestDatabase();
let handle: DatabaseHandle | undefined;
const db = () => {
  if (!handle) throw new Error('only inside tests');
  return handle.db;
};

beforeAll(() => {
  handle = createDatabase(testDb.url, { max: 2 });
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await db().delete(schema.systemSettings).where(eq(schema.systemSettings.key, LICENCE_SETTING_KEY));
});

const row = async () =>
  (await db().select().from(schema.systemSettings).where(eq(schema.systemSettings.key, LICENCE_SETTING_KEY)))[0];

describe('createLicenceStore', () => {
  it("no 'licence' row reads as null (community)", async () => {
    expect(await createLicenceStore(db()).read()).toBeNull();
  });

  it("install() keeps { token, installedAt, installedBy } in system_settings 'licence', replacing the last", async () => {
    const store = createLicenceStore(db());
    await store.install('first.token', 'tenant-1');
    const second = await store.install('second.token', 'tenant-2');
    expect(second).toMatchObject({ token: 'second.token', installedBy: 'tenant-2' });
    expect((await row())?.value).toStrictEqual(second);
    expect(await createLicenceStore(db()).read()).toStrictEqual(second);
  });

  it('read() answers from memory for cacheMs, then reads the database again', async () => {
    let clock = 1_000_000;
    const store = createLicenceStore(db(), { cacheMs: 5_000, now: () => clock });
    expect(await store.read()).toBeNull();
    await createLicenceStore(db()).install('from.elsewhere', 'another-instance');
    clock += 4_999;
    expect(await store.read()).toBeNull();
    clock += 1;
    expect((await store.read())?.token).toBe('from.elsewhere');
  });

  it("install() updates the installing instance's cache at once", async () => {
    const store = createLicenceStore(db(), { cacheMs: 60_000 });
    expect(await store.read()).toBeNull();
    await store.install('mine.now', 'tenant-1');
    expect((await store.read())?.token).toBe('mine.now');
  });

  it('concurrent cache misses share one query, and invalidate() forces a fresh read', async () => {
    let queries = 0;
    const counting = new Proxy(db(), {
      get(target, prop, receiver) {
        if (prop === 'select') queries += 1;
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const store = createLicenceStore(counting, { cacheMs: 60_000 });
    await Promise.all([store.read(), store.read(), store.read()]);
    expect(queries).toBe(1);
    store.invalidate();
    await store.read();
    expect(queries).toBe(2);
  });

  it('a damaged row reads as an empty token, which verifies as invalid (fails closed)', async () => {
    await db()
      .insert(schema.systemSettings)
      .values({ key: LICENCE_SETTING_KEY, value: { nonsense: true } });
    expect((await createLicenceStore(db()).read())?.token).toBe('');
  });

  it('drops its cached row when the change feed announces an install by another instance, within cacheMs', async () => {
    const listener = createDatabase(testDb.url, { max: 1 });
    const changes = createChangeFeed(listener.sql, { onError: () => undefined });
    try {
      const store = createLicenceStore(db(), { cacheMs: 60_000, changes });
      const watch = await watchChanges(changes);
      expect(await store.read()).toBeNull();
      const announced = watch.next('system_settings');
      await createLicenceStore(db()).install('from.elsewhere', 'another-instance');
      await announced;
      expect((await store.read())?.token).toBe('from.elsewhere');
    } finally {
      changes.close();
      await listener.close();
    }
  });
});
