import { randomBytes } from 'node:crypto';
import { Worker, createPostgresBackend, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import type { JobBackend } from './store.ts';

/** A job store seen from outside the library, for tests that check what it really holds. */
export interface StoreHarness {
  readonly backend: JobBackend;
  /** A queue name of this run's own, so runs sharing a Redis or PostgreSQL do not collide. */
  queueName(): string;
  /** Everything the store holds for a queue, as text to search for a value. */
  dump(queueName: string): Promise<string>;
  jobExists(queueName: string, jobId: string): Promise<boolean>;
  /**
   * A bare BullMQ worker on the queue; force-closing it mid-job is a process dying. Its stall check
   * interval is `lockMs` too: BullMQ skips stall checks for that long after any worker made one.
   */
  bareWorker(queueName: string, processor: (job: Job) => Promise<unknown>, lockMs: number): BareWorker;
  close(): Promise<void>;
}

export interface BareWorker {
  close(force?: boolean): Promise<void>;
}

function namer() {
  const run = randomBytes(4).toString('hex');
  let n = 0;
  return { prefix: `jobs-test-${run}-`, next: () => `jobs-test-${run}-${++n}` };
}

export function redisHarness(redisUrl: string): StoreHarness {
  const names = namer();
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const keysOf = async (pattern: string) => {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    return keys;
  };
  const valueOf = async (key: string): Promise<unknown> => {
    switch (await redis.type(key)) {
      case 'string':
        return redis.get(key);
      case 'hash':
        return redis.hgetall(key);
      case 'list':
        return redis.lrange(key, 0, -1);
      case 'set':
        return redis.smembers(key);
      case 'zset':
        return redis.zrange(key, 0, -1);
      case 'stream':
        return redis.xrange(key, '-', '+');
      default:
        return null;
    }
  };
  return {
    backend: { redisUrl },
    queueName: names.next,
    async dump(queueName) {
      const keys = await keysOf(`bull:${queueName}:*`);
      return JSON.stringify(await Promise.all(keys.map(async (k) => [k, await valueOf(k)])));
    },
    async jobExists(queueName, jobId) {
      return (await redis.exists(`bull:${queueName}:${jobId}`)) === 1;
    },
    bareWorker: (queueName, processor, lockMs) =>
      new Worker(queueName, processor, {
        connection: { url: redisUrl, maxRetriesPerRequest: null },
        lockDuration: lockMs,
        stalledInterval: lockMs,
      }),
    async close() {
      const keys = await keysOf(`bull:${names.prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

export function postgresHarness(adminUrl: string): StoreHarness {
  const names = namer();
  const schema = `jobs_test_${randomBytes(4).toString('hex')}`;
  const sql = postgres(adminUrl, { max: 2, onnotice: () => undefined });
  return {
    backend: { databaseUrl: adminUrl, schema },
    queueName: names.next,
    async dump(queueName) {
      const tables = await sql<{ name: string }[]>`
        select table_name as name from information_schema.tables where table_schema = ${schema}`;
      const parts: string[] = [];
      for (const { name } of tables) {
        const rows = await sql<{ row: string }[]>`select t::text as row from ${sql(schema)}.${sql(name)} t`;
        parts.push(...rows.map((r) => r.row).filter((r) => r.includes(queueName)));
      }
      return parts.join('\n');
    },
    async jobExists(queueName, jobId) {
      const found = await sql`select 1 from ${sql(schema)}.job where queue = ${queueName} and id = ${jobId}`;
      return found.length === 1;
    },
    bareWorker: (queueName, processor, lockMs) =>
      new Worker(
        queueName,
        processor,
        { connection: { connectionString: adminUrl, schema }, lockDuration: lockMs, stalledInterval: lockMs },
        createPostgresBackend,
      ),
    async close() {
      await sql`drop schema if exists ${sql(schema)} cascade`;
      await sql.end();
    },
  };
}

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
