import { schema, type Database } from '@csg/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AssignableRole } from '../roles.ts';

export interface ActiveTenant {
  id: string;
  username: string;
  role: AssignableRole;
}

export interface ApiKeyIdentity {
  keyId: string;
  tenant: ActiveTenant;
  /** Judged by the caller at each use, so that the identity can be kept in memory. */
  expiresAt: Date | null;
}

const { tenants, apiKeys, tenantGroupMembers } = schema;
const tenantColumns = { id: tenants.id, username: tenants.username, role: tenants.role };
/**
 * An account that can act: active and not deleted. Identity checks it on every request; the admin
 * app's sign-in and password changes apply the same rule.
 */
export const usableTenant = and(eq(tenants.active, true), isNull(tenants.deletedAt));

/** The reads authentication makes on every request; each is one indexed query. */
export function createIdentityRepo(db: Database) {
  // Every request of every app runs it: its SQL is built once, not per call.
  const activeTenant = db
    .select(tenantColumns)
    .from(tenants)
    .where(and(eq(tenants.id, sql.placeholder('id')), usableTenant))
    .prepare('identity_active_tenant');
  // An unrevoked API key and, when it belongs to a tenant, that tenant if it is live: one round trip.
  const unrevokedKey = db
    .select({
      id: apiKeys.id,
      tenantId: apiKeys.tenantId,
      groupId: apiKeys.groupId,
      expiresAt: apiKeys.expiresAt,
      tenant: tenantColumns,
    })
    .from(apiKeys)
    .leftJoin(tenants, and(eq(tenants.id, apiKeys.tenantId), usableTenant))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .prepare('identity_unrevoked_api_key');
  return {
    /** The tenant as it is now: a deleted or deactivated one is not found. */
    findActiveTenant: async (id: string): Promise<ActiveTenant | undefined> => {
      const [row] = await activeTenant.execute({ id });
      return row as ActiveTenant | undefined;
    },

    /**
     * An unrevoked key, with its expiry, and the tenant it acts as: its own tenant, or for a group
     * key the group's earliest-added member that is still active, so removing that member moves the
     * identity on.
     */
    findApiKey: async (keyHash: string): Promise<ApiKeyIdentity | undefined> => {
      const [key] = await unrevokedKey.execute({ keyHash });
      if (!key) return undefined;
      const { expiresAt } = key;
      if (key.tenantId)
        return key.tenant ? { keyId: key.id, tenant: key.tenant as ActiveTenant, expiresAt } : undefined;
      const [member] = await db
        .select(tenantColumns)
        .from(tenantGroupMembers)
        .innerJoin(tenants, eq(tenants.id, tenantGroupMembers.tenantId))
        .where(and(eq(tenantGroupMembers.groupId, key.groupId ?? ''), usableTenant))
        .orderBy(asc(tenantGroupMembers.seq))
        .limit(1);
      return member ? { keyId: key.id, tenant: member as ActiveTenant, expiresAt } : undefined;
    },

    touchApiKeys: async (ids: readonly string[], at: Date): Promise<void> => {
      if (ids.length === 0) return;
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(inArray(apiKeys.id, [...ids]));
    },
  };
}

export type IdentityRepo = ReturnType<typeof createIdentityRepo>;
