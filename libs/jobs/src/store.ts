import { createPostgresBackend, createRedisBackend, type BackendFactory, type IQueueBackend } from 'bullmq';

/** Where jobs live: Redis when the app has REDIS_URL, PostgreSQL otherwise. */
export type JobBackend =
  | { redisUrl: string }
  | {
      databaseUrl: string;
      /** PostgreSQL schema holding BullMQ's tables (default `bullmq`); created and migrated on first use. */
      schema?: string;
    };

/** The connection and backend factory handed to every BullMQ Queue/Worker of one job queue. */
export interface Store {
  readonly kind: 'redis' | 'postgres';
  readonly connection: unknown;
  readonly factory: BackendFactory<IQueueBackend, unknown>;
}

export function openStore(backend: JobBackend): Store {
  if ('redisUrl' in backend) {
    return {
      kind: 'redis',
      // Workers block on Redis; BullMQ requires commands never to give up retrying on them.
      connection: { url: backend.redisUrl, maxRetriesPerRequest: null },
      factory: createRedisBackend as BackendFactory<IQueueBackend, unknown>,
    };
  }
  return {
    kind: 'postgres',
    connection: {
      connectionString: backend.databaseUrl,
      schema: backend.schema,
      // BullMQ's own migrations, serialised across processes by an advisory lock.
      migrate: true,
      max: 4,
    },
    factory: createPostgresBackend as BackendFactory<IQueueBackend, unknown>,
  };
}
