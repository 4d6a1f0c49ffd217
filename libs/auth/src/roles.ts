import { HttpError, PolicyError } from '@csg/errors';
import { z } from 'zod';

/** The five fixed roles a tenant account can hold. */
export const assignableRoleSchema = z.enum(['superadmin', 'admin_user', 'normal_user', 'viewer', 'auditor']);
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

/** `api_key` is carried by requests authenticated with a gateway API key; it is never stored on an account. */
export type Role = AssignableRole | 'api_key';

/** Which rows a role may see: everything, its own tenant plus members of groups it owns, or itself. */
export type DataScope = 'global' | 'owned_groups' | 'self';

export interface RoleTraits {
  scope: DataScope;
  readOnly: boolean;
}

// The specification's roles table. Auditor's global scope also covers rows with no tenant and
// rows of departed users; that is a query concern, not a different scope.
export const ROLE_TRAITS: Readonly<Record<AssignableRole, RoleTraits>> = {
  superadmin: { scope: 'global', readOnly: false },
  admin_user: { scope: 'owned_groups', readOnly: false },
  normal_user: { scope: 'self', readOnly: false },
  viewer: { scope: 'global', readOnly: true },
  auditor: { scope: 'global', readOnly: false },
};

/**
 * Only superadmin may create or change superadmin accounts; admin_user manages the other four
 * assignable roles; nobody else manages accounts. `api_key` is never assignable.
 */
export function canManageRole(actorRole: Role, targetRole: Role): boolean {
  if (!assignableRoleSchema.safeParse(targetRole).success) return false;
  if (actorRole === 'superadmin') return true;
  return actorRole === 'admin_user' && targetRole !== 'superadmin';
}

/** HTTP methods that do not change state; the only ones a read-only role may use. */
export const SAFE_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.includes(method.toUpperCase());
}

export interface RoleCheck {
  role: Role;
  method: string;
  /** The route's role decorator; `'any'` is a route without one, open to every authenticated caller. */
  allowed: readonly Role[] | 'any';
  /** Chat endpoints and session-creating writes, which auditor may not use. */
  chatWrite?: boolean;
}

/**
 * Rule 7 of the specification's authentication rules, in this order:
 * viewer passes any requirement on a safe method and is refused every mutating request
 * (READ_ONLY_ROLE), whatever the route allows; auditor is refused chat writes
 * (ROLE_NOT_FOR_CHAT); superadmin passes every requirement; anyone else must be allowed by the
 * route, else the framework's 403 `Forbidden resource`.
 */
export function checkRole({ role, method, allowed, chatWrite = false }: RoleCheck): void {
  if (role === 'viewer') {
    if (isSafeMethod(method)) return;
    throw new PolicyError('READ_ONLY_ROLE');
  }
  if (role === 'auditor' && chatWrite) throw new PolicyError('ROLE_NOT_FOR_CHAT');
  if (role === 'superadmin' || allowed === 'any' || allowed.includes(role)) return;
  throw new HttpError(403, 'Forbidden resource');
}
