import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@csg/db';
import { freePort } from './ports.ts';

export interface TestServices {
  pgAdminUrl: string;
  redisUrl: string | null;
  redisSkipReason: string | null;
  stop(): Promise<void>;
}

type Stopper = () => Promise<void>;

/** A Docker engine answers only when the testcontainers runtime client can reach it. */
async function dockerAvailable(): Promise<boolean> {
  if (!process.env.DOCKER_HOST && !existsSync('/var/run/docker.sock')) return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

async function postgresFromDocker(stoppers: Stopper[]): Promise<string> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('postgres:16-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  stoppers.push(async () => void (await container.stop()));
  return `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
}

async function postgresEmbedded(stoppers: Stopper[]): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'csg-test-pg-'));
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
  stoppers.push(async () => {
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return pg.url;
}

async function redisFromDocker(stoppers: Stopper[]): Promise<string> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('redis:7-alpine')
    .withExposedPorts(6379)
    .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
    .start();
  stoppers.push(async () => void (await container.stop()));
  return `redis://${container.getHost()}:${container.getMappedPort(6379)}`;
}

/**
 * PostgreSQL and Redis for a test run, in order of preference: the servers named by
 * DATABASE_URL / REDIS_URL, containers when a Docker engine answers, then an embedded PostgreSQL
 * (and no Redis: Redis-only tests skip and say why).
 */
export async function startTestServices(): Promise<TestServices> {
  const stoppers: Stopper[] = [];
  const docker = !process.env.DATABASE_URL || !process.env.REDIS_URL ? await dockerAvailable() : false;

  const pgAdminUrl =
    process.env.DATABASE_URL ?? (docker ? await postgresFromDocker(stoppers) : await postgresEmbedded(stoppers));

  let redisUrl: string | null = process.env.REDIS_URL ?? null;
  let redisSkipReason: string | null = null;
  if (!redisUrl && docker) redisUrl = await redisFromDocker(stoppers);
  if (!redisUrl) redisSkipReason = 'REDIS_URL is not set and no Docker engine answers';

  return {
    pgAdminUrl,
    redisUrl,
    redisSkipReason,
    stop: async () => {
      for (const stop of stoppers.reverse()) await stop();
    },
  };
}
