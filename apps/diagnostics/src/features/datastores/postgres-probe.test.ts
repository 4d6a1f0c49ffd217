import { createDatabase } from '@csg/db';
import { freePort } from '@csg/testing';
import { describe, expect, it } from 'vitest';
import { probePostgres } from './postgres-probe.ts';

describe('probePostgres', () => {
  it('reports a server that refuses connections as unreachable, by its code, without counting migrations', async () => {
    const dead = createDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, { max: 1 });
    let counted = false;
    try {
      const probe = await probePostgres(
        {
          ping: () => dead.sql`select 1`,
          countPending: async () => {
            counted = true;
            return 0;
          },
        },
        3_000,
      );
      expect(probe).toEqual({
        entry: { reachable: false, latencyMs: expect.any(Number) as number, migrationsPending: null },
        error: 'ECONNREFUSED',
      });
      expect(counted).toBe(false);
    } finally {
      await dead.close();
    }
  });

  it('gives up on a round trip that never completes at the cap, reporting a timeout', async () => {
    const started = performance.now();
    const probe = await probePostgres({ ping: () => new Promise(() => undefined), countPending: async () => 0 }, 200);
    expect(performance.now() - started).toBeLessThan(500);
    expect(probe).toMatchObject({ entry: { reachable: false, migrationsPending: null }, error: 'timeout' });
  });

  it('keeps the count within what is left of the cap: a hanging count is null, the database still reachable', async () => {
    const probe = await probePostgres({ ping: async () => 1, countPending: () => new Promise(() => undefined) }, 200);
    expect(probe).toMatchObject({ entry: { reachable: true, migrationsPending: null }, error: 'timeout' });
  });
});
