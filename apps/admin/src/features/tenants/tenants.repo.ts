import { usableTenant } from '@csg/auth';
import { schema, withTransactions, type Database, type Executor } from '@csg/db';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { offsetOf, type Pagination } from '../../shared/pagination.ts';
import { lockGroupInScope } from '../../shared/scoped-locks.ts';
import { revokeKeys } from '../api-keys/api-keys.repo.ts';
import type { TenantItem, TenantView } from './tenants.schemas.ts';

const { tenants, tenantGroupMembers, apiKeys } = schema;

type TenantRow = typeof tenants.$inferSelect;

export interface NewTenant {
  /** Set when the caller needs the id before the row exists (first-boot setup records who completed it). */
  id?: string;
  username: string;
  passwordHash: string;
  contactEmail: string;
  role: string;
}

export interface TenantChanges {
  role?: string;
  active?: boolean;
  contactEmail?: string;
}

/** The account as creation answers it (the architecture's contract). */
export const toTenantView = (row: TenantRow): TenantView => ({
  id: row.id,
  username: row.username,
  contactEmail: row.contactEmail,
  role: row.role,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

/** The account as reads and updates show it: with `deletedAt`, set only on rows an auditor sees. */
export const toTenantItem = (row: TenantRow): TenantItem => ({
  ...toTenantView(row),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

/** The admin app's queries on tenant accounts (sign-in and passwords are auth.repo.ts's). */
export function tenantQueries(q: Executor) {
  return {
    list: async (scope: SQL | undefined, page: Pagination): Promise<{ rows: TenantRow[]; total: number }> => {
      const [rows, [totals]] = await Promise.all([
        q
          .select()
          .from(tenants)
          .where(scope)
          .orderBy(asc(tenants.createdAt), asc(tenants.id))
          .limit(page.limit)
          .offset(offsetOf(page)),
        q.select({ total: count() }).from(tenants).where(scope),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** The tenant `id` if `scope` lets the caller see it; `lock` holds the row until the transaction ends. */
    find: async (id: string, scope: SQL | undefined, lock?: 'update' | 'share'): Promise<TenantRow | undefined> => {
      const query = q
        .select()
        .from(tenants)
        .where(and(eq(tenants.id, id), scope));
      const [row] = lock ? await query.for(lock) : await query;
      return row;
    },

    /** Every active, live superadmin, locked, so two demotions at once cannot both pass the "last one" check. */
    lockActiveSuperadmins: async (): Promise<string[]> => {
      const rows = await q
        .select({ id: tenants.id })
        .from(tenants)
        .where(and(eq(tenants.role, 'superadmin'), usableTenant))
        .orderBy(asc(tenants.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    lockGroup: (groupId: string, scope: SQL | undefined) => lockGroupInScope(q, groupId, scope),

    /** The new tenant; undefined when a live account already has the name (any case). */
    insert: async (tenant: NewTenant): Promise<TenantRow | undefined> => {
      const [row] = await q.insert(tenants).values(tenant).onConflictDoNothing().returning();
      return row;
    },

    addToGroup: async (groupId: string, tenantId: string): Promise<void> => {
      await q.insert(tenantGroupMembers).values({ groupId, tenantId });
    },

    update: async (id: string, changes: TenantChanges): Promise<TenantRow | undefined> => {
      const [row] = await q
        .update(tenants)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(tenants.id, id))
        .returning();
      return row;
    },

    /**
     * Soft delete: the row stays (auditors see departed users) but can no longer sign in; its group
     * memberships go, so a group key moves to the next member; its own keys are revoked.
     */
    softDelete: async (id: string): Promise<void> => {
      await q
        .update(tenants)
        .set({ deletedAt: sql`now()`, active: false, updatedAt: sql`now()` })
        .where(eq(tenants.id, id));
      await q.delete(tenantGroupMembers).where(eq(tenantGroupMembers.tenantId, id));
      await revokeKeys(q, eq(apiKeys.tenantId, id));
    },
  };
}

export type TenantQueries = ReturnType<typeof tenantQueries>;

export const createTenantsRepo = (db: Database) => withTransactions(db, tenantQueries);

export type TenantsRepo = ReturnType<typeof createTenantsRepo>;
