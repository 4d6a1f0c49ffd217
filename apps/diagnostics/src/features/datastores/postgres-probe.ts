import type { Datastores } from '@csg/contracts';
import { failureCode, within } from '../../shared/within.ts';

export interface PostgresProbe {
  entry: Datastores['postgres'];
  /** Why it is unreachable, or why the migrations could not be counted. */
  error?: string;
}

interface PostgresChecks {
  /** One round trip on the app's pool (`select 1`). */
  ping(): Promise<unknown>;
  /** Migrations of this build the database lacks (libs/db `pendingMigrations`). */
  countPending(): Promise<number>;
}

/**
 * PostgreSQL within `timeoutMs` in all: a round trip for reachability and latency, then the
 * migrations still to apply, counted only on a database that answered (counting opens a connection
 * of its own, which a dead server would hold for its whole connect timeout).
 */
export async function probePostgres(checks: PostgresChecks, timeoutMs: number): Promise<PostgresProbe> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await within(timeoutMs, checks.ping());
  } catch (err) {
    return { entry: { reachable: false, latencyMs: elapsed(), migrationsPending: null }, error: failureCode(err) };
  }
  const latencyMs = elapsed();
  try {
    const migrationsPending = await within(timeoutMs - latencyMs, checks.countPending());
    return { entry: { reachable: true, latencyMs, migrationsPending } };
  } catch (err) {
    return { entry: { reachable: true, latencyMs, migrationsPending: null }, error: failureCode(err) };
  }
}
