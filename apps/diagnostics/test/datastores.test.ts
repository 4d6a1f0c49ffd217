import { describeWithRedis, freePort } from '@csg/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDiagnostics } from './harness.ts';

const h = useDiagnostics();

describe('PostgreSQL', () => {
  it('is reachable, with its round trip and no migration pending on a migrated database', async () => {
    const { body } = await h.snapshot(await h.build());
    expect(body.datastores.postgres).toEqual({
      reachable: true,
      latencyMs: expect.any(Number) as number,
      migrationsPending: 0,
    });
    expect(body.findings.map((f) => f.id)).not.toContain('migrations-pending');
  });

  it('counts the migrations this build has and the database lacks, as a critical finding', async () => {
    const app = await h.build();
    // The database as it was before the newest migration was recorded: the journal is ahead of it.
    const [newest] = await h.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    try {
      const { body } = await h.snapshot(app);
      expect(body.datastores.postgres.migrationsPending).toBe(1);
      expect(body.findings).toContainEqual({
        id: 'migrations-pending',
        severity: 'critical',
        component: 'postgres',
        message: expect.stringMatching(/^1 database migration of this build not applied/) as string,
      });
    } finally {
      if (newest) {
        await h.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
        );
      }
    }
  });
});

describe('Redis', () => {
  it('is reported as not configured, with no finding, when REDIS_URL is unset', async () => {
    const { body } = await h.snapshot(await h.build());
    expect(body.datastores.redis).toEqual({ configured: false, reachable: false, latencyMs: null });
    expect(body.findings.map((f) => f.component)).not.toContain('redis');
  });

  it('is unreachable at a port where nothing listens: datastore-unreachable, critical, with the cause', async () => {
    const { body } = await h.snapshot(await h.build({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));
    expect(body.datastores.redis).toMatchObject({ configured: true, reachable: false });
    expect(body.findings).toContainEqual({
      id: 'datastore-unreachable',
      severity: 'critical',
      component: 'redis',
      message: expect.stringMatching(/^Redis is unreachable \(ECONNREFUSED\)/) as string,
    });
  });

  it('never shows the password of REDIS_URL in the snapshot', async () => {
    const { body } = await h.snapshot(await h.build({ REDIS_URL: `redis://:s3cret-pw@127.0.0.1:${await freePort()}` }));
    expect(JSON.stringify(body)).not.toContain('s3cret-pw');
  });
});

describeWithRedis('a Redis that answers', (redisUrl) => {
  it('is reachable, with the PING round trip, and gives no finding', async () => {
    const { body } = await h.snapshot(await h.build({ REDIS_URL: redisUrl }));
    expect(body.datastores.redis).toEqual({
      configured: true,
      reachable: true,
      latencyMs: expect.any(Number) as number,
    });
    expect(body.findings.map((f) => f.component)).not.toContain('redis');
  });
});
