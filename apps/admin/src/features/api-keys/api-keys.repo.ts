import { schema, withTransactions, type Database, type Executor } from '@csg/db';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { offsetOf, type Pagination } from '../../shared/pagination.ts';
import { lockGroupInScope, lockTenantInScope } from '../../shared/scoped-locks.ts';
import type { ApiKeyItem } from './api-keys.schemas.ts';

const { apiKeys, tenants } = schema;

type ApiKeyRow = typeof apiKeys.$inferSelect;

export interface NewApiKey {
  name: string;
  keyHash: string;
  tenantId: string | null;
  groupId: string | null;
  createdBy: string;
  expiresAt: Date | null;
}

/** What a listing shows; the hash column is never selected. */
const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  createdAt: apiKeys.createdAt,
  tenantId: apiKeys.tenantId,
  groupId: apiKeys.groupId,
  revokedAt: apiKeys.revokedAt,
};

/** Revoking is final and idempotent: a revoked key keeps the time it was first revoked. */
export async function revokeKeys(q: Executor, which: SQL | undefined): Promise<void> {
  await q
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(which, isNull(apiKeys.revokedAt)));
}

function queries(q: Executor) {
  return {
    list: async (scope: SQL | undefined, page: Pagination): Promise<{ rows: ApiKeyItem[]; total: number }> => {
      const [rows, [totals]] = await Promise.all([
        q
          .select(listed)
          .from(apiKeys)
          .where(scope)
          .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id))
          .limit(page.limit)
          .offset(offsetOf(page)),
        q.select({ total: count() }).from(apiKeys).where(scope),
      ]);
      const items = rows.map(({ revokedAt, ...r }) => ({
        ...r,
        expiresAt: r.expiresAt?.toISOString() ?? null,
        lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        revoked: revokedAt !== null,
      }));
      return { rows: items, total: totals?.total ?? 0 };
    },

    /** A key in the caller's scope, locked, with the role of the tenant it belongs to (null for a group key). */
    lockKey: async (id: string, scope: SQL | undefined) => {
      const [row] = await q
        .select({ key: listed, tenantRole: tenants.role })
        .from(apiKeys)
        .leftJoin(tenants, eq(tenants.id, apiKeys.tenantId))
        .where(and(eq(apiKeys.id, id), scope))
        .for('update', { of: apiKeys });
      return row;
    },

    lockTenant: (tenantId: string, scope: SQL | undefined) => lockTenantInScope(q, tenantId, scope),

    lockGroup: (groupId: string, scope: SQL | undefined) => lockGroupInScope(q, groupId, scope),

    insert: async (key: NewApiKey): Promise<ApiKeyRow> => {
      const [row] = await q.insert(apiKeys).values(key).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Swaps the stored hash: the old secret stops matching with this statement's commit. */
    setHash: async (id: string, keyHash: string): Promise<void> => {
      await q.update(apiKeys).set({ keyHash }).where(eq(apiKeys.id, id));
    },

    revoke: (id: string) => revokeKeys(q, eq(apiKeys.id, id)),
  };
}

export type ApiKeyQueries = ReturnType<typeof queries>;

export const createApiKeysRepo = (db: Database) => withTransactions(db, queries);

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
