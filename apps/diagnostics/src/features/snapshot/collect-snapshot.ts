import type { DiagnosticsSnapshot } from '@csg/contracts';
import { PROBE_TIMEOUT_MS } from '@csg/http';
import { probeTls } from '../appliance/tls-probe.ts';
import { collectContainers, type ContainerRuntime } from '../containers/container-runtime.ts';
import { probePostgres } from '../datastores/postgres-probe.ts';
import { probeRedis } from '../datastores/redis-probe.ts';
import { collectServices, type ComponentProbe } from '../services/collect-services.ts';
import { containerFindings, datastoreFindings, serviceFindings, tlsFinding } from './findings.ts';

export interface SnapshotSources {
  probes: readonly ComponentProbe[];
  postgres: { ping(): Promise<unknown>; countPending(): Promise<number> };
  redisUrl: string | undefined;
  containers: ContainerRuntime | undefined;
  tls: { host: string; port: number };
  appliance: boolean;
}

/**
 * One snapshot: every source at once, each within the specification's 3 s, so the whole takes
 * about 3 s however many components hang. Sources report their failures; none throws.
 */
export async function collectSnapshot(
  sources: SnapshotSources,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<DiagnosticsSnapshot> {
  const collectedAt = new Date();
  const [services, postgres, redis, containers, servedBy] = await Promise.all([
    collectServices(sources.probes, timeoutMs),
    probePostgres(sources.postgres, timeoutMs),
    probeRedis(sources.redisUrl, timeoutMs),
    collectContainers(sources.containers, timeoutMs),
    probeTls(sources.tls.host, sources.tls.port, timeoutMs),
  ]);
  const tlsTarget = `${sources.tls.host}:${sources.tls.port}`;
  return {
    collectedAt: collectedAt.toISOString(),
    services,
    datastores: { postgres: postgres.entry, redis: redis.entry },
    containers: containers.containers,
    appliance: { tls: { servedBy } },
    host: null,
    findings: [
      ...serviceFindings(services),
      ...datastoreFindings(postgres, redis),
      ...containerFindings(containers.observed, Date.now()),
      ...tlsFinding(servedBy, sources.appliance, tlsTarget),
    ],
  };
}
