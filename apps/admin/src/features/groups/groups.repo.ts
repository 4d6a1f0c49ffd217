import { schema, withTransactions, type Database, type Executor } from '@csg/db';
import { and, asc, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { offsetOf, type Pagination } from '../../shared/pagination.ts';
import { lockTenantInScope } from '../../shared/scoped-locks.ts';
import type { GroupListItem, GroupMember } from './groups.schemas.ts';

const { tenants, tenantGroups, tenantGroupMembers, apiKeys } = schema;

type GroupRow = typeof tenantGroups.$inferSelect;

const memberCount =
  sql<number>`(select count(*) from ${tenantGroupMembers} where ${tenantGroupMembers.groupId} = ${tenantGroups.id})`.mapWith(
    Number,
  );

/** A key that can still authenticate: not revoked and not past its expiry. */
const usableKey = and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), sql`${apiKeys.expiresAt} > now()`));

function queries(q: Executor) {
  return {
    list: async (scope: SQL | undefined, page: Pagination): Promise<{ rows: GroupListItem[]; total: number }> => {
      const [rows, [totals]] = await Promise.all([
        q
          .select({
            id: tenantGroups.id,
            name: tenantGroups.name,
            ownerId: tenantGroups.ownerId,
            createdAt: tenantGroups.createdAt,
            memberCount,
          })
          .from(tenantGroups)
          .where(scope)
          .orderBy(asc(tenantGroups.createdAt), asc(tenantGroups.id))
          .limit(page.limit)
          .offset(offsetOf(page)),
        q.select({ total: count() }).from(tenantGroups).where(scope),
      ]);
      return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: totals?.total ?? 0 };
    },

    /** The group if the caller's scope covers it; `lock` holds it until the transaction ends. */
    find: async (id: string, scope: SQL | undefined, lock?: 'update' | 'share'): Promise<GroupRow | undefined> => {
      const query = q
        .select()
        .from(tenantGroups)
        .where(and(eq(tenantGroups.id, id), scope));
      const [row] = lock ? await query.for(lock) : await query;
      return row;
    },

    /** Members in the order they were added (`seq`, which cannot tie the way timestamps can). */
    members: async (groupId: string): Promise<GroupMember[]> => {
      const rows = await q
        .select({ tenantId: tenants.id, username: tenants.username, addedAt: tenantGroupMembers.addedAt })
        .from(tenantGroupMembers)
        .innerJoin(tenants, eq(tenants.id, tenantGroupMembers.tenantId))
        .where(eq(tenantGroupMembers.groupId, groupId))
        .orderBy(asc(tenantGroupMembers.seq));
      return rows.map((r) => ({ ...r, addedAt: r.addedAt.toISOString() }));
    },

    insert: async (name: string, ownerId: string): Promise<GroupRow> => {
      const [row] = await q.insert(tenantGroups).values({ name, ownerId }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    lockTenant: (tenantId: string, scope: SQL | undefined) => lockTenantInScope(q, tenantId, scope),

    /** The new membership; undefined when the tenant is already a member. */
    addMember: async (groupId: string, tenantId: string) => {
      const [row] = await q
        .insert(tenantGroupMembers)
        .values({ groupId, tenantId })
        .onConflictDoNothing()
        .returning({ addedAt: tenantGroupMembers.addedAt });
      return row;
    },

    removeMember: async (groupId: string, tenantId: string): Promise<boolean> => {
      const rows = await q
        .delete(tenantGroupMembers)
        .where(and(eq(tenantGroupMembers.groupId, groupId), eq(tenantGroupMembers.tenantId, tenantId)))
        .returning({ tenantId: tenantGroupMembers.tenantId });
      return rows.length > 0;
    },

    usableKeyCount: async (groupId: string): Promise<number> => {
      const [row] = await q
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.groupId, groupId), usableKey));
      return row?.n ?? 0;
    },

    /** Deletes the group with its memberships and its dead (revoked or expired) keys. */
    delete: async (groupId: string): Promise<void> => {
      await q
        .delete(apiKeys)
        .where(and(eq(apiKeys.groupId, groupId), or(isNotNull(apiKeys.revokedAt), sql`${apiKeys.expiresAt} <= now()`)));
      await q.delete(tenantGroups).where(eq(tenantGroups.id, groupId));
    },
  };
}

export type GroupQueries = ReturnType<typeof queries>;

export const createGroupsRepo = (db: Database) => withTransactions(db, queries);

export type GroupsRepo = ReturnType<typeof createGroupsRepo>;
