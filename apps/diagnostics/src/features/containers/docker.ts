import { Client } from 'undici';
import { z } from 'zod';
import { epochMs, MAX_CONTAINERS, type ObservedContainer } from './observed.ts';
import { getJson, RuntimeApiError } from './read-json.ts';

/** Docker Engine 20.10 and later (and Podman's compatible API) answer this version. */
const API_VERSION = 'v1.41';

const listed = z.array(
  z.object({
    Id: z.string().regex(/^[0-9a-f]{12,64}$/),
    Names: z.array(z.string()).default([]),
  }),
);

const inspected = z.object({
  Name: z.string().default(''),
  RestartCount: z.number().int().min(0).default(0),
  State: z.object({
    Status: z.string().default('unknown'),
    OOMKilled: z.boolean().default(false),
    StartedAt: z.string().optional(),
  }),
});

const nameOf = (name: string) => name.replace(/^\//, '') || '(unnamed)';

/**
 * Every container of the Docker Engine behind `socketPath`: the list (stopped ones included), then
 * each one inspected for its restart count and whether the kernel killed it for memory.
 */
export async function readDockerContainers(socketPath: string, signal: AbortSignal): Promise<ObservedContainer[]> {
  const client = new Client('http://docker', { socketPath });
  try {
    const get = (path: string) => getJson(`http://docker/${API_VERSION}${path}`, { dispatcher: client, signal });
    const list = listed.safeParse(await get('/containers/json?all=true'));
    if (!list.success) throw new RuntimeApiError('unexpected answer');
    const sorted = [...list.data].sort((a, b) => (a.Names[0] ?? a.Id).localeCompare(b.Names[0] ?? b.Id));
    const containers = await Promise.all(
      sorted.slice(0, MAX_CONTAINERS).map(async ({ Id }): Promise<ObservedContainer | undefined> => {
        const answer = await get(`/containers/${Id}/json`).catch((err: unknown) => {
          // Removed between the list and its inspection: it is no longer there to report.
          if (err instanceof RuntimeApiError && err.code === 'HTTP 404') return undefined;
          throw err;
        });
        if (answer === undefined) return undefined;
        const details = inspected.safeParse(answer);
        if (!details.success) throw new RuntimeApiError('unexpected answer');
        const { Name, RestartCount, State } = details.data;
        const lastStartedAt = epochMs(State.StartedAt);
        return {
          name: nameOf(Name),
          state: State.Status,
          restarts: RestartCount,
          oomKilled: State.OOMKilled,
          ...(lastStartedAt === undefined ? {} : { lastStartedAt }),
        };
      }),
    );
    return containers.filter((container) => container !== undefined);
  } finally {
    await client.destroy();
  }
}
