import type { ContainerStatus } from '@csg/contracts';

/** A container as a runtime reports it, with when its current run began (for "restarted recently"). */
export interface ObservedContainer extends ContainerStatus {
  /** Epoch milliseconds; undefined when the runtime does not say. */
  lastStartedAt?: number;
}

/** More than this many containers are not inspected: the snapshot's cost stays bounded on a crowded host. */
export const MAX_CONTAINERS = 100;

export function epochMs(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  // Docker writes 0001-01-01T00:00:00Z for a container that never started.
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}
