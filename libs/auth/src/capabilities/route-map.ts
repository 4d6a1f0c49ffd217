import { isSafeMethod } from '../roles.ts';
import type { CapabilityName } from './inventory.ts';

/**
 * The capability each route would require under the capability model. `read` applies to safe
 * methods (GET, HEAD, OPTIONS), `write` to the others; `null` means no admin capability (the route
 * is governed by role rules alone). A path matches itself and everything below it, by whole
 * segments; the longest path wins.
 *
 * Decisions where the specification is silent:
 * - /setup/status is read before any account exists, so it needs nothing; the rest is setup.run.
 * - Filters have no view capability: reading filter policy is part of filters.manage.
 * - /admin/models is the model administration list (models.manage, 4 handlers: list and CRUD);
 *   model_routing.view is the routing policy, not the model list.
 * - The shadow report exposes the whole access matrix and its divergence: capability_access.manage.
 * - Reviews are LLM reviews: reading them is llm_review.view, locking and unlocking llm_review.manage
 *   (risk_analysis.decide is the verdict, not the claim on a review).
 * - Licence: reading is license.view; installing or issuing is licenses.issue.
 */
export interface RouteCapability {
  readonly path: string;
  readonly read: CapabilityName | null;
  readonly write: CapabilityName | null;
}

const every = (capability: CapabilityName | null) => ({ read: capability, write: capability });

export const ROUTE_CAPABILITIES: readonly RouteCapability[] = [
  { path: '/auth/login', ...every(null) },
  { path: '/auth/forgot-password', ...every(null) },
  { path: '/auth/reset-password', ...every(null) },
  { path: '/auth/me', ...every(null) },
  { path: '/auth/change-password', ...every(null) },
  { path: '/setup', ...every('setup.run') },
  { path: '/setup/status', read: null, write: 'setup.run' },

  { path: '/chat', ...every(null) },
  { path: '/models', ...every(null) },
  { path: '/api/v1/guardrails', ...every(null) },
  { path: '/sessions', ...every(null) },
  { path: '/image-analysis', ...every(null) },
  { path: '/document-analysis', ...every(null) },

  { path: '/admin/tenants', read: 'tenants.view', write: 'tenants.manage' },
  { path: '/admin/tenant-groups', ...every('tenant_groups.manage') },
  { path: '/admin/api-keys', ...every('api_keys.manage') },
  { path: '/admin/credentials', ...every('credentials.manage') },
  { path: '/admin/filters', ...every('filters.manage') },
  { path: '/admin/models', ...every('models.manage') },
  { path: '/admin/rbac/shadow-report', ...every('capability_access.manage') },
  { path: '/admin/diagnostics', ...every('diagnostics.view') },
  { path: '/admin/reviews', read: 'llm_review.view', write: 'llm_review.manage' },
  { path: '/admin/page-access', ...every('page_access.manage') },
  { path: '/admin/licence', read: 'license.view', write: 'licenses.issue' },
];

const BY_LENGTH = [...ROUTE_CAPABILITIES].sort((a, b) => b.path.length - a.path.length);

/**
 * The capability a route pattern (`/admin/tenants/:id`, never a raw URL) would require:
 * a name, `null` for none, or `undefined` when the route is not in the map.
 */
export function capabilityFor(method: string, routePattern: string): CapabilityName | null | undefined {
  const path = routePattern.length > 1 ? routePattern.replace(/\/+$/, '') : routePattern;
  const rule = BY_LENGTH.find((r) => path === r.path || path.startsWith(`${r.path}/`));
  if (rule === undefined) return undefined;
  return isSafeMethod(method) ? rule.read : rule.write;
}
