import { readFile } from 'node:fs/promises';
import { Agent, type Dispatcher } from 'undici';
import { z } from 'zod';
import { epochMs, MAX_CONTAINERS, type ObservedContainer } from './observed.ts';
import { getJson, RuntimeApiError } from './read-json.ts';

/** Where Kubernetes mounts a pod's service account. */
export const SERVICE_ACCOUNT_DIR = '/var/run/secrets/kubernetes.io/serviceaccount';

export interface KubernetesTarget {
  apiUrl: string;
  namespace: string;
  /** Read for each snapshot: a projected service-account token is rotated while the pod runs. */
  token: () => Promise<string | undefined>;
  /** PEM of the CA that signed the API server's certificate, when it is not a public one. */
  ca?: () => Promise<string>;
}

const terminated = z.object({ reason: z.string().optional(), finishedAt: z.string().nullish() });
const containerState = z
  .object({
    running: z.object({ startedAt: z.string().nullish() }).optional(),
    waiting: z.object({ reason: z.string().optional() }).optional(),
    terminated: terminated.optional(),
  })
  .default({});
const podList = z.object({
  items: z.array(
    z.object({
      metadata: z.object({ name: z.string() }),
      status: z
        .object({
          containerStatuses: z
            .array(
              z.object({
                name: z.string(),
                restartCount: z.number().int().min(0).default(0),
                state: containerState,
                lastState: containerState,
              }),
            )
            .default([]),
        })
        .default({ containerStatuses: [] }),
    }),
  ),
});
type PodContainer = z.infer<typeof podList>['items'][number]['status']['containerStatuses'][number];

/** Kubernetes' state as one word; a container crash-looping waits to be restarted. */
function stateOf({ state }: PodContainer): string {
  if (state.running) return 'running';
  if (state.waiting) return state.waiting.reason === 'CrashLoopBackOff' ? 'restarting' : 'waiting';
  if (state.terminated) return 'terminated';
  return 'unknown';
}

function observe(pod: string, container: PodContainer): ObservedContainer {
  const oomKilled = [container.state.terminated, container.lastState.terminated].some((t) => t?.reason === 'OOMKilled');
  const lastStartedAt =
    epochMs(container.state.running?.startedAt) ?? epochMs(container.lastState.terminated?.finishedAt);
  return {
    name: `${pod}/${container.name}`,
    state: stateOf(container),
    restarts: container.restartCount,
    oomKilled,
    ...(lastStartedAt === undefined ? {} : { lastStartedAt }),
  };
}

/** The containers of the namespace's pods, from one list of its pods. */
export async function readKubernetesContainers(
  target: KubernetesTarget,
  signal: AbortSignal,
): Promise<ObservedContainer[]> {
  const [token, ca] = await Promise.all([target.token(), target.ca?.()]);
  const dispatcher: Dispatcher | undefined = ca === undefined ? undefined : new Agent({ connect: { ca } });
  try {
    const answer = await getJson(`${target.apiUrl}/api/v1/namespaces/${encodeURIComponent(target.namespace)}/pods`, {
      signal,
      ...(dispatcher && { dispatcher }),
      ...(token && { headers: { authorization: `Bearer ${token}` } }),
    });
    const pods = podList.safeParse(answer);
    if (!pods.success) throw new RuntimeApiError('unexpected answer');
    return pods.data.items
      .flatMap((pod) => pod.status.containerStatuses.map((c) => observe(pod.metadata.name, c)))
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, MAX_CONTAINERS);
  } finally {
    await dispatcher?.close();
  }
}

/** The service account's file, trimmed; undefined when it is not there. */
export async function readServiceAccountFile(name: string): Promise<string | undefined> {
  try {
    return (await readFile(`${SERVICE_ACCOUNT_DIR}/${name}`, 'utf8')).trim();
  } catch {
    return undefined;
  }
}
