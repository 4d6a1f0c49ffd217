import type { DiagnosticComponent, Finding, ServiceHealth } from '@csg/contracts';
import type { ObservedContainer } from '../containers/observed.ts';
import type { PostgresProbe } from '../datastores/postgres-probe.ts';
import type { RedisProbe } from '../datastores/redis-probe.ts';
import { COMPONENTS } from '../services/components.ts';
import type { OcrServiceDetails } from '../services/read-health.ts';

/** A container that restarted within this window is restarting now, not in its history. */
export const RECENT_RESTART_MS = 60 * 60 * 1000;

/** Engine reasons that mean its model files are not on the machine (libs/media's wording). */
const MODELS_MISSING = /not installed|missing/i;

/** Reading rule of the specification: unreachable is below the app, reachable and unhealthy is the app's error. */
function serviceFinding(id: DiagnosticComponent, health: ServiceHealth): Finding {
  const { severity, whenDown } = COMPONENTS[id];
  const what = health.reachable
    ? `${id} answers but is unhealthy (${health.error ?? 'unhealthy'})`
    : `${id} is unreachable (${health.error ?? 'no answer'}): look below the application, at its container and host`;
  return { id: `service-unhealthy-${id}`, severity, component: id, message: `${what}; ${whenDown}` };
}

/**
 * OCR with an engine left: image text is still read, so losing the other is a warning. With its
 * models missing, the specification's own finding replaces the general one: the fix is to install
 * them (an air-gapped appliance never downloads them).
 */
function ocrFinding(health: ServiceHealth): Finding {
  const engines = (health.details as OcrServiceDetails | undefined)?.engines ?? [];
  const oneLeft = engines.some((engine) => engine.available);
  const severity = oneLeft ? 'warning' : 'critical';
  const missing = engines.filter((engine) => !engine.available && MODELS_MISSING.test(engine.reason ?? ''));
  if (health.reachable && missing.length > 0) {
    const names = missing.map((engine) => engine.id).join(', ');
    const effect = oneLeft ? 'the other engines still read' : 'image analysis returns no text';
    return {
      id: 'ocr-models-missing-airgapped',
      severity,
      component: 'ocr-service',
      message: `OCR models are not installed for ${names} (${health.error ?? 'unhealthy'}): install the models package on the appliance; ${effect}`,
    };
  }
  return { ...serviceFinding('ocr-service', health), severity };
}

export function serviceFindings(services: Partial<Record<DiagnosticComponent, ServiceHealth>>): Finding[] {
  return Object.entries(services)
    .filter(([, health]) => !health.healthy)
    .map(([id, health]) =>
      id === 'ocr-service' ? ocrFinding(health) : serviceFinding(id as DiagnosticComponent, health),
    );
}

export function datastoreFindings(postgres: PostgresProbe, redis: RedisProbe): Finding[] {
  const findings: Finding[] = [];
  if (!postgres.entry.reachable) {
    findings.push({
      id: 'datastore-unreachable',
      severity: 'critical',
      component: 'postgres',
      message: `PostgreSQL is unreachable (${postgres.error ?? 'no answer'}): effectively everything stops; lists come back empty`,
    });
  }
  const pending = postgres.entry.migrationsPending ?? 0;
  if (pending > 0) {
    // The apps' queries expect the newer schema: a missing table or column fails requests.
    findings.push({
      id: 'migrations-pending',
      severity: 'critical',
      component: 'postgres',
      message: `${pending} database migration${pending === 1 ? '' : 's'} of this build not applied: run db:migrate (or restart an app, which migrates at start)`,
    });
  }
  if (redis.entry.configured && !redis.entry.reachable) {
    findings.push({
      id: 'datastore-unreachable',
      severity: 'critical',
      component: 'redis',
      message: `Redis is unreachable (${redis.error ?? 'no answer'}): rate limiting degrades open; queued work stops`,
    });
  }
  return findings;
}

export function tlsFinding(servedBy: string | null, appliance: boolean, target: string): Finding[] {
  if (servedBy !== null) return [];
  return [
    {
      id: 'tls-443-not-served',
      severity: appliance ? 'critical' : 'warning',
      component: 'tls-front-proxy',
      message: `nothing answers TLS on ${target}: the front proxy is down or not installed`,
    },
  ];
}

export function containerFindings(observed: readonly ObservedContainer[], now: number): Finding[] {
  return observed.flatMap((container): Finding[] => {
    const findings: Finding[] = [];
    if (container.oomKilled) {
      findings.push({
        id: 'container-oom',
        severity: 'critical',
        component: container.name,
        message: `${container.name} was killed for lack of memory (restarted ${container.restarts} times): raise its memory limit`,
      });
    }
    const recent = container.lastStartedAt !== undefined && now - container.lastStartedAt < RECENT_RESTART_MS;
    if (container.state === 'restarting' || (container.restarts > 0 && recent)) {
      findings.push({
        id: 'container-restarting',
        severity: 'warning',
        component: container.name,
        message: `${container.name} is restarting (state ${container.state}, ${container.restarts} restarts): read its logs`,
      });
    }
    return findings;
  });
}
