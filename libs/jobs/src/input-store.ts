import { MIGRATION_ADVISORY_LOCK_KEY } from 'bullmq';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import type { JobLog } from './job-runner.ts';
import type { JobBackend } from './store.ts';

/**
 * Job inputs, kept apart from BullMQ's job records: a status read then never loads a 20 MB document,
 * and erasing an input is one delete. Every input also expires on its own, so one whose job record
 * was never written (a crash inside submit) or never ran does not stay behind either.
 */
export interface InputStore {
  put(jobId: string, body: string, ttlMs: number): Promise<void>;
  /** undefined once deleted or expired. */
  get(jobId: string): Promise<string | undefined>;
  delete(jobId: string): Promise<void>;
  /** Removes expired inputs where the store does not do it by itself. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

export function openInputStore(backend: JobBackend, queueName: string, log: JobLog): InputStore {
  return 'redisUrl' in backend
    ? redisInputs(backend.redisUrl, queueName, log)
    : postgresInputs(backend.databaseUrl, backend.schema ?? 'bullmq', queueName);
}

function redisInputs(url: string, queueName: string, log: JobLog): InputStore {
  const redis = new Redis(url, { lazyConnect: true });
  redis.on('error', (err: Error) => log.error({ queue: queueName, err: err.message }, 'job input store error'));
  // Beside the queue's BullMQ keys (prefix `bull`), so removing the queue's keys removes these too.
  const key = (jobId: string) => `bull:${queueName}:input:${jobId}`;
  return {
    async put(jobId, body, ttlMs) {
      await redis.set(key(jobId), body, 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async get(jobId) {
      return (await redis.get(key(jobId))) ?? undefined;
    },
    async delete(jobId) {
      await redis.del(key(jobId));
    },
    sweep: async () => undefined,
    async close() {
      // A client that never connected has nothing to say goodbye to.
      if (redis.status === 'wait') redis.disconnect();
      else await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function postgresInputs(url: string, schema: string, queueName: string): InputStore {
  const sql = postgres(url, { max: 2, onnotice: () => undefined });
  let created: Promise<void> | undefined;
  // BullMQ's own migration lock: our DDL and its migrations (which create the schema too) never race.
  const ready = () =>
    (created ??= sql
      .begin(async (tx) => {
        await tx`select pg_advisory_xact_lock(${MIGRATION_ADVISORY_LOCK_KEY}, hashtext(${schema}))`;
        await tx`create schema if not exists ${sql(schema)}`;
        await tx`create table if not exists ${sql(schema)}.job_input (
          queue text not null,
          id text not null,
          body text not null,
          expires_at timestamptz not null,
          primary key (queue, id))`;
      })
      .then(
        () => undefined,
        (err: unknown) => {
          created = undefined;
          throw err;
        },
      ));
  return {
    async put(jobId, body, ttlMs) {
      await ready();
      await sql`insert into ${sql(schema)}.job_input (queue, id, body, expires_at)
        values (${queueName}, ${jobId}, ${body}, now() + ${Math.ceil(ttlMs)} * interval '1 millisecond')`;
    },
    async get(jobId) {
      await ready();
      const rows = await sql<{ body: string }[]>`select body from ${sql(schema)}.job_input
        where queue = ${queueName} and id = ${jobId} and expires_at > now()`;
      return rows[0]?.body;
    },
    async delete(jobId) {
      await ready();
      await sql`delete from ${sql(schema)}.job_input where queue = ${queueName} and id = ${jobId}`;
    },
    async sweep() {
      await ready();
      await sql`delete from ${sql(schema)}.job_input where queue = ${queueName} and expires_at <= now()`;
    },
    async close() {
      await sql.end();
    },
  };
}
