import { readFile } from 'node:fs/promises';
import type { Containers } from '@csg/contracts';
import type { Config } from '../../config.ts';
import { failureCode } from '../../shared/within.ts';
import { readDockerContainers } from './docker.ts';
import { readKubernetesContainers, readServiceAccountFile, type KubernetesTarget } from './kubernetes.ts';
import type { ObservedContainer } from './observed.ts';
import { RuntimeApiError } from './read-json.ts';

export interface ContainerRuntime {
  runtime: Containers['runtime'];
  read(signal: AbortSignal): Promise<ObservedContainer[]>;
}

function kubernetes(target: KubernetesTarget): ContainerRuntime {
  return { runtime: 'kubernetes', read: (signal) => readKubernetesContainers(target, signal) };
}

/**
 * The container runtime the configuration names: DOCKER_SOCKET, else KUBE_API_URL (a cluster seen
 * from outside), else the cluster this pod runs in (KUBERNETES_SERVICE_HOST, which Kubernetes sets,
 * with the service account's token, CA and namespace). None: the snapshot's `containers` is null.
 */
export function containerRuntime(config: Config): ContainerRuntime | undefined {
  if (config.DOCKER_SOCKET) {
    const socketPath = config.DOCKER_SOCKET;
    return { runtime: 'docker', read: (signal) => readDockerContainers(socketPath, signal) };
  }
  if (config.KUBE_API_URL) {
    const token = config.KUBE_TOKEN;
    const caFile = config.KUBE_CA_FILE;
    return kubernetes({
      apiUrl: config.KUBE_API_URL,
      namespace: config.KUBE_NAMESPACE ?? 'default',
      token: async () => token,
      ...(caFile && { ca: () => readFile(caFile, 'utf8') }),
    });
  }
  if (config.KUBERNETES_SERVICE_HOST) {
    const host = config.KUBERNETES_SERVICE_HOST.includes(':')
      ? `[${config.KUBERNETES_SERVICE_HOST}]`
      : config.KUBERNETES_SERVICE_HOST;
    const given = config.KUBE_NAMESPACE;
    return {
      runtime: 'kubernetes',
      read: async (signal) =>
        readKubernetesContainers(
          {
            apiUrl: `https://${host}:${config.KUBERNETES_SERVICE_PORT}`,
            namespace: given ?? (await readServiceAccountFile('namespace')) ?? 'default',
            token: () => readServiceAccountFile('token'),
            ca: async () => {
              const ca = await readServiceAccountFile('ca.crt');
              if (ca === undefined) throw new RuntimeApiError('no service-account CA');
              return ca;
            },
          },
          signal,
        ),
    };
  }
  return undefined;
}

/** The runtime's containers within `timeoutMs`; its failure is reported in the section, not thrown. */
export async function collectContainers(
  runtime: ContainerRuntime | undefined,
  timeoutMs: number,
): Promise<{ containers: Containers | null; observed: ObservedContainer[] }> {
  if (!runtime) return { containers: null, observed: [] };
  try {
    const observed = await runtime.read(AbortSignal.timeout(timeoutMs));
    const items = observed.map(({ name, state, restarts, oomKilled }) => ({ name, state, restarts, oomKilled }));
    return { containers: { runtime: runtime.runtime, items }, observed };
  } catch (err) {
    const error = err instanceof RuntimeApiError ? err.code : failureCode(err);
    return { containers: { runtime: runtime.runtime, items: [], error }, observed: [] };
  }
}
