import { ROLE_TRAITS, type DataScope, type Role } from '@csg/auth';
import { schema } from '@csg/db';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The data scope of the specification's roles table, as SQL conditions the repositories add to
 * their queries:
 * - global (superadmin, viewer, auditor): every row; auditor's reads also include rows of departed
 *   (soft-deleted) tenants.
 * - owned_groups (admin_user): its own tenant and the members of groups it owns; the groups it owns;
 *   the API keys of those tenants and groups.
 * - self (normal_user, and an API key's synthetic role): its own tenant and that tenant's keys.
 *
 * A row outside the caller's scope is answered 404, never 403: its existence is not disclosed.
 * `undefined` means "no restriction" (drizzle's `and()` drops it).
 */
export interface Caller {
  tenantId: string;
  role: Role;
}

/** `reads` may include departed tenants (auditor); `writes` never touch a deleted tenant. */
export type Access = 'reads' | 'writes';

const { tenants, tenantGroups, tenantGroupMembers, apiKeys } = schema;

export function dataScopeOf(role: Role): DataScope {
  return role === 'api_key' ? 'self' : ROLE_TRAITS[role].scope;
}

/** Ids of the tenants that are members of a group `ownerId` owns. */
const membersOfGroupsOwnedBy = (ownerId: string): SQL =>
  sql`select ${tenantGroupMembers.tenantId} from ${tenantGroupMembers} inner join ${tenantGroups} on ${tenantGroups.id} = ${tenantGroupMembers.groupId} where ${tenantGroups.ownerId} = ${ownerId}`;

const groupsOwnedBy = (ownerId: string): SQL =>
  sql`select ${tenantGroups.id} from ${tenantGroups} where ${tenantGroups.ownerId} = ${ownerId}`;

/**
 * The rows the caller reaches through the tenant that owns them, as a condition on `ownerColumn`:
 * every tenant's, its own and those of members of groups it owns, or its own. Departed owners are
 * not left out here: that is `tenantScope`'s to decide.
 */
export function ownerScope(caller: Caller, ownerColumn: AnyPgColumn): SQL | undefined {
  switch (dataScopeOf(caller.role)) {
    case 'global':
      return undefined;
    case 'owned_groups':
      return or(eq(ownerColumn, caller.tenantId), sql`${ownerColumn} in (${membersOfGroupsOwnedBy(caller.tenantId)})`);
    case 'self':
      return eq(ownerColumn, caller.tenantId);
  }
}

/** The tenant accounts themselves that `ownerScope` reaches, departed ones included. */
export const reachableTenants = (caller: Caller): SQL | undefined => ownerScope(caller, tenants.id);

/** The tenants the caller may see (`reads`) or act on (`writes`). */
export function tenantScope(caller: Caller, access: Access): SQL | undefined {
  const live = access === 'reads' && caller.role === 'auditor' ? undefined : isNull(tenants.deletedAt);
  return and(live, reachableTenants(caller));
}

/** The tenant groups the caller may see or manage: all of them, or the ones it owns. */
export function groupScope(caller: Caller): SQL | undefined {
  switch (dataScopeOf(caller.role)) {
    case 'global':
      return undefined;
    case 'owned_groups':
      return eq(tenantGroups.ownerId, caller.tenantId);
    case 'self':
      return sql`false`;
  }
}

/** The API keys the caller may see or manage: those of the tenants and groups in its scope. */
export function apiKeyScope(caller: Caller): SQL | undefined {
  switch (dataScopeOf(caller.role)) {
    case 'global':
      return undefined;
    case 'owned_groups': {
      const ownTenant = eq(apiKeys.tenantId, caller.tenantId);
      const memberTenant = sql`${apiKeys.tenantId} in (select ${tenants.id} from ${tenants} where ${tenants.deletedAt} is null and ${tenants.id} in (${membersOfGroupsOwnedBy(caller.tenantId)}))`;
      const ownedGroup = sql`${apiKeys.groupId} in (${groupsOwnedBy(caller.tenantId)})`;
      return or(ownTenant, memberTenant, ownedGroup);
    }
    case 'self':
      return eq(apiKeys.tenantId, caller.tenantId);
  }
}
