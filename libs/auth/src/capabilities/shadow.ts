import type { Role } from '../roles.ts';
import { hasCapability } from './grants.ts';
import type { CapabilityName } from './inventory.ts';
import { capabilityFor } from './route-map.ts';

/**
 * Shadow mode (rule 8): the capability decision is computed beside the enforced one and the two are
 * compared; nothing here allows or refuses a request.
 */
export interface ShadowInput {
  readonly method: string;
  /** The route pattern (`/admin/tenants/:id`), which keeps the number of rows bounded. */
  readonly route: string;
  readonly role: Role;
  readonly enforcedAllowed: boolean;
}

export interface ShadowDecision {
  /** `undefined` when the route is not in the map: nothing to compare. */
  readonly capability: CapabilityName | null | undefined;
  readonly capabilityAllowed: boolean | undefined;
}

export function shadowDecision(method: string, route: string, role: Role): ShadowDecision {
  const capability = capabilityFor(method, route);
  if (capability === undefined) return { capability, capabilityAllowed: undefined };
  return { capability, capabilityAllowed: capability === null || hasCapability(role, capability) };
}

export interface ShadowRouteRow {
  method: string;
  route: string;
  role: Role;
  /** `false` when the route is not in the map; `capability` is then `null` and nothing was compared. */
  mapped: boolean;
  capability: CapabilityName | null;
  agreements: number;
  disagreements: number;
  capabilityAllows: number;
  capabilityDenies: number;
  enforcedAllows: number;
  enforcedDenies: number;
  unmapped: number;
  lastDisagreementAt: string | null;
}

export interface ShadowReport {
  generatedAt: string;
  /** `overflow`: decisions counted in the totals whose row was dropped by the row bound. */
  totals: { decisions: number; agreements: number; disagreements: number; unmapped: number; overflow: number };
  routes: ShadowRouteRow[];
}

export interface ShadowRecorderOptions {
  readonly now?: () => Date;
  /** A guard for callers that pass raw URLs instead of patterns; the route table needs far fewer. */
  readonly maxRows?: number;
}

const DEFAULT_MAX_ROWS = 5_000;

export function createShadowRecorder(options: ShadowRecorderOptions = {}) {
  const now = options.now ?? (() => new Date());
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
  const rows = new Map<string, ShadowRouteRow>();
  const totals = { decisions: 0, agreements: 0, disagreements: 0, unmapped: 0, overflow: 0 };

  function rowFor(input: ShadowInput, method: string, decision: ShadowDecision): ShadowRouteRow | undefined {
    const key = `${method} ${input.route} ${input.role}`;
    const existing = rows.get(key);
    if (existing !== undefined || rows.size >= maxRows) return existing;
    const row: ShadowRouteRow = {
      method,
      route: input.route,
      role: input.role,
      mapped: decision.capability !== undefined,
      capability: decision.capability ?? null,
      agreements: 0,
      disagreements: 0,
      capabilityAllows: 0,
      capabilityDenies: 0,
      enforcedAllows: 0,
      enforcedDenies: 0,
      unmapped: 0,
      lastDisagreementAt: null,
    };
    rows.set(key, row);
    return row;
  }

  return {
    record(input: ShadowInput): ShadowDecision {
      const method = input.method.toUpperCase();
      const decision = shadowDecision(method, input.route, input.role);
      const { capabilityAllowed } = decision;
      const agrees = capabilityAllowed === undefined ? undefined : capabilityAllowed === input.enforcedAllowed;
      totals.decisions += 1;
      if (agrees === undefined) totals.unmapped += 1;
      else if (agrees) totals.agreements += 1;
      else totals.disagreements += 1;

      const row = rowFor(input, method, decision);
      if (row === undefined) {
        totals.overflow += 1;
        return decision;
      }
      if (input.enforcedAllowed) row.enforcedAllows += 1;
      else row.enforcedDenies += 1;
      if (capabilityAllowed === undefined) {
        row.unmapped += 1;
        return decision;
      }
      if (capabilityAllowed) row.capabilityAllows += 1;
      else row.capabilityDenies += 1;
      if (agrees) row.agreements += 1;
      else {
        row.disagreements += 1;
        row.lastDisagreementAt = now().toISOString();
      }
      return decision;
    },

    /** Rows with the most disagreements first; ties in a stable order so reports diff cleanly. */
    report(): ShadowReport {
      const routes = [...rows.values()]
        .map((row) => ({ ...row }))
        .sort(
          (a, b) =>
            b.disagreements - a.disagreements ||
            a.route.localeCompare(b.route) ||
            a.method.localeCompare(b.method) ||
            a.role.localeCompare(b.role),
        );
      return { generatedAt: now().toISOString(), totals: { ...totals }, routes };
    },
  };
}

export type ShadowRecorder = ReturnType<typeof createShadowRecorder>;
