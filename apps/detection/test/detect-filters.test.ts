import { loadConfig } from '@csg/config';
import { createDatabase, markSetupComplete, schema, type DatabaseHandle } from '@csg/db';
import type { DetectResponse } from '@csg/contracts';
import { DEFAULT_POLICY, filterPolicySchema } from '@csg/detection-engine';
import type { App } from '@csg/server';
import { useTestDatabase } from '@csg/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';

const testDb = useTestDatabase();
let app: App;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = createDatabase(testDb.url, { max: 2 });
  await markSetupComplete(handle.db, 'test');
  const env = { JWT_SECRET: 'detection-filters-test-secret-0123456789', DATABASE_URL: testDb.url, LOG_LEVEL: 'silent' };
  app = await buildApp(loadConfig(configSchema, env));
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

/** An anonymous in-cluster call (loopback): no tenant, every filter. */
const detect = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/guardrails/detect', payload, remoteAddress: '127.0.0.1' });

const storeFilter = (nickname: string, policy: unknown) =>
  handle.db.insert(schema.filters).values({ nickname, policy }).onConflictDoUpdate({
    target: schema.filters.nickname,
    set: { policy },
  });

describe('custom patterns of a filter', () => {
  const ID = 'EMP-204817';
  const employeeIds = (action: string) =>
    filterPolicySchema.parse({
      ...DEFAULT_POLICY,
      customPatterns: [{ name: 'Employee id', type: 'EMPLOYEE_ID', pattern: 'EMP-[0-9]{6}', action }],
    });

  it('find entities of the pattern’s type with its action, placeholders only, in the answer and in the record', async () => {
    await storeFilter('staff-ids', employeeIds('mask'));
    const res = await detect({ text: `Badge ${ID} of jane.roe@example.org`, content_filter: 'staff-ids' });

    expect(res.statusCode).toBe(200);
    const body = res.json<DetectResponse>();
    expect(body).toMatchObject({
      action: 'mask',
      maskedText: 'Badge [EMPLOYEE_ID] of [EMAIL_ADDRESS]',
      contentFilter: 'staff-ids',
    });
    const [found] = body.detectedEntities;
    expect(found).toMatchObject({ type: 'EMPLOYEE_ID', category: 'pii', value: '[EMPLOYEE_ID]', start: 6, end: 16 });
    expect(res.body).not.toContain(ID);
    const [record] = await handle.db.select().from(schema.detections).where(eq(schema.detections.filter, 'staff-ids'));
    expect(record?.entities).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'EMPLOYEE_ID', placeholder: '[EMPLOYEE_ID]', action: 'mask' }),
      ]),
    );
    expect(JSON.stringify(record)).not.toContain(ID);
  });

  it('reject the text when the pattern says reject; the filter without the pattern finds nothing', async () => {
    await storeFilter('staff-ids-blocked', employeeIds('reject'));
    const rejected = await detect({ text: `id ${ID}`, content_filter: 'staff-ids-blocked' });
    expect(rejected.json<DetectResponse>()).toMatchObject({ action: 'reject', maskedText: 'id [EMPLOYEE_ID]' });
    const plain = await detect({ text: `id ${ID}` });
    expect(plain.json<DetectResponse>()).toMatchObject({
      action: 'allow',
      detectedEntities: [],
      contentFilter: 'content-safety-v2',
    });
  });
});

describe('a stored filter whose policy no longer parses', () => {
  it('is refused with 503 naming it, logged at error level without values, and never replaced by the fallback', async () => {
    await storeFilter('drifted', { ...DEFAULT_POLICY, entities: { EMAIL_ADDRESS: { action: 'obliterate' } } });
    const logged = vi.spyOn(app.log, 'error');
    const before = await handle.db.select().from(schema.detections);

    const res = await detect({ text: 'Mail jane.roe@example.org', content_filter: 'drifted' });

    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      message: 'Filter drifted cannot be applied: its stored policy is invalid',
      error: 'Service Unavailable',
    });
    expect(logged).toHaveBeenCalledWith(
      { contentFilter: 'drifted', issues: [{ path: 'entities.EMAIL_ADDRESS.action', code: 'invalid_value' }] },
      expect.any(String),
    );
    expect(JSON.stringify(logged.mock.calls)).not.toContain('obliterate');
    expect(await handle.db.select().from(schema.detections)).toHaveLength(before.length);
    logged.mockRestore();
  });

  it('is applied again once an administrator has stored a policy that parses', async () => {
    await storeFilter('mended', { version: 1 });
    expect((await detect({ text: 'hello', content_filter: 'mended' })).statusCode).toBe(503);
    await storeFilter('mended', {
      ...DEFAULT_POLICY,
      categories: { ...DEFAULT_POLICY.categories, pii: { action: 'reject', threshold: 0.5 } },
    });
    // The resolver keeps what it read for 5 s.
    await vi.waitFor(
      async () => {
        const res = await detect({ text: 'Mail jane.roe@example.org', content_filter: 'mended' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ action: 'reject', contentFilter: 'mended' });
      },
      { timeout: 8_000, interval: 500 },
    );
  });

  it('refuses the default filter itself rather than falling back to the built-in copy', async () => {
    await handle.db
      .update(schema.filters)
      .set({ policy: { version: 1, categories: {} } })
      .where(eq(schema.filters.nickname, 'content-safety-v2'));
    try {
      await vi.waitFor(
        async () => {
          const res = await detect({ text: 'hello', content_filter: 'no-such-filter' });
          expect(res.statusCode).toBe(503);
          expect(res.json()).toMatchObject({
            message: 'Filter content-safety-v2 cannot be applied: its stored policy is invalid',
          });
        },
        { timeout: 8_000, interval: 500 },
      );
    } finally {
      await handle.db
        .update(schema.filters)
        .set({ policy: DEFAULT_POLICY })
        .where(eq(schema.filters.nickname, 'content-safety-v2'));
    }
  });
});
