import { schema, type Database } from '@csg/db';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { createShadowRecorder, type ShadowInput, type ShadowRouteRow } from '../capabilities/index.ts';

const COUNTERS = [
  'agreements',
  'disagreements',
  'capabilityAllows',
  'capabilityDenies',
  'enforcedAllows',
  'enforcedDenies',
  'unmapped',
] as const;

const t = schema.rbacShadowCounts;

/**
 * Shadow mode for one app: decisions are counted in memory (the request never waits) and the
 * growth since the last flush is added to the shared table on an interval and at close.
 */
export function createShadowSink({
  db,
  log,
  flushEveryMs,
}: {
  db: Database;
  log: FastifyBaseLogger;
  flushEveryMs: number;
}) {
  const recorder = createShadowRecorder();
  const flushed = new Map<string, ShadowRouteRow>();

  const flush = async () => {
    const deltas = recorder
      .report()
      .routes.map((row) => {
        const key = `${row.method} ${row.route} ${row.role}`;
        const before = flushed.get(key);
        flushed.set(key, row);
        const delta = Object.fromEntries(COUNTERS.map((c) => [c, row[c] - (before?.[c] ?? 0)]));
        return {
          ...row,
          ...delta,
          lastDisagreementAt: row.lastDisagreementAt ? new Date(row.lastDisagreementAt) : null,
        };
      })
      .filter((row) => COUNTERS.some((c) => row[c] > 0));
    if (deltas.length === 0) return;
    try {
      await db
        .insert(t)
        .values(deltas)
        .onConflictDoUpdate({
          target: [t.method, t.route, t.role],
          set: {
            ...Object.fromEntries(COUNTERS.map((c) => [c, sql`${t[c]} + excluded.${sql.identifier(t[c].name)}`])),
            lastDisagreementAt: sql`greatest(${t.lastDisagreementAt}, excluded.last_disagreement_at)`,
            updatedAt: sql`now()`,
          },
        });
    } catch (err) {
      log.warn({ err: (err as { code?: string }).code ?? 'failed' }, 'could not store shadow-mode counts');
    }
  };

  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();
  return {
    record: (input: ShadowInput) => void recorder.record(input),
    flush,
    close: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}

export type ShadowSink = ReturnType<typeof createShadowSink>;
