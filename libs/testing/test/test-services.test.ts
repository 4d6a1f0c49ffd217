import { existsSync } from 'node:fs';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServices } from '../src/test-services.ts';

const saved = { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('startTestServices', () => {
  it('uses the servers named by DATABASE_URL and REDIS_URL when they are set', async () => {
    process.env.DATABASE_URL = 'postgres://someone@db.example:5432/x';
    process.env.REDIS_URL = 'redis://cache.example:6379';
    const services = await startTestServices();
    expect(services).toMatchObject({
      pgAdminUrl: process.env.DATABASE_URL,
      redisUrl: process.env.REDIS_URL,
      redisSkipReason: null,
    });
    await services.stop();
  });

  const dockerMayAnswer = process.env.DOCKER_HOST !== undefined || existsSync('/var/run/docker.sock');
  it.skipIf(dockerMayAnswer)(
    'falls back to an embedded PostgreSQL, and to no Redis with a reason, without Docker',
    async () => {
      delete process.env.DATABASE_URL;
      delete process.env.REDIS_URL;
      const services = await startTestServices();
      try {
        expect(services.redisUrl).toBeNull();
        expect(services.redisSkipReason).toMatch(/REDIS_URL is not set/);
        const sql = postgres(services.pgAdminUrl, { max: 1 });
        const [row] = await sql<{ ok: number }[]>`select 1 as ok`;
        await sql.end();
        expect(row?.ok).toBe(1);
      } finally {
        await services.stop();
      }
    },
    120_000,
  );
});
