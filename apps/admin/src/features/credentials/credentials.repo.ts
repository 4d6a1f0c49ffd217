import type { DataScope } from '@csg/auth';
import { schema, type Database } from '@csg/db';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ProviderCode } from './credentials.schemas.ts';

const { providerCredentials: pc, tenantGroups, tenantGroupMembers, tenants } = schema;

/** Whose rows a caller sees: everyone's, its own tenant's plus those of members of groups it owns, or its own. */
export interface RowScope {
  scope: DataScope;
  tenantId: string;
}

/** A credential row without its ciphertext: the secret column is never selected for a response. */
const publicColumns = {
  id: pc.id,
  tenantId: pc.tenantId,
  provider: pc.provider,
  name: pc.name,
  baseUrl: pc.baseUrl,
  apiVersion: pc.apiVersion,
  deployments: pc.deployments,
  active: pc.active,
  createdAt: pc.createdAt,
  updatedAt: pc.updatedAt,
};

export interface CredentialRow {
  id: string;
  tenantId: string;
  provider: string;
  name: string;
  baseUrl: string | null;
  apiVersion: string | null;
  deployments: unknown;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewCredentialRow {
  id: string;
  tenantId: string;
  provider: ProviderCode;
  name: string;
  secretCiphertext: string;
  baseUrl: string | null;
  apiVersion: string | null;
  deployments: Record<string, string> | null;
  active: boolean;
}

export type CredentialChanges = Partial<Omit<NewCredentialRow, 'id' | 'tenantId'>>;

/** The unique (tenant, name) constraint, whether postgres.js's error arrives bare or wrapped by drizzle. */
export function isDuplicateName(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint_name } = e as { code?: string; constraint_name?: string };
    if (code === '23505' && constraint_name === 'provider_credentials_tenant_name_unique') return true;
  }
  return false;
}

export function createCredentialsRepo(db: Database) {
  const membersOf = (ownerId: string) =>
    db
      .select({ id: tenantGroupMembers.tenantId })
      .from(tenantGroupMembers)
      .innerJoin(tenantGroups, eq(tenantGroups.id, tenantGroupMembers.groupId))
      .where(eq(tenantGroups.ownerId, ownerId));
  const scoped = ({ scope, tenantId }: RowScope): SQL | undefined => {
    if (scope === 'global') return undefined;
    if (scope === 'self') return eq(pc.tenantId, tenantId);
    return or(eq(pc.tenantId, tenantId), inArray(pc.tenantId, membersOf(tenantId)));
  };

  return {
    /** Whether `owner` is a tenant the scope reaches: any existing one, a member of an owned group, or itself. */
    tenantInScope: async ({ scope, tenantId }: RowScope, owner: string): Promise<boolean> => {
      if (owner === tenantId) return true;
      if (scope === 'self') return false;
      const reachable = scope === 'global' ? undefined : inArray(tenants.id, membersOf(tenantId));
      const [row] = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(and(eq(tenants.id, owner), reachable));
      return row !== undefined;
    },

    list: async (scope: RowScope, q: { provider?: ProviderCode; offset: number; limit: number }) => {
      const where = and(scoped(scope), q.provider ? eq(pc.provider, q.provider) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select(publicColumns)
          .from(pc)
          .where(where)
          .orderBy(desc(pc.createdAt), desc(pc.id))
          .limit(q.limit)
          .offset(q.offset),
        db.select({ n: count() }).from(pc).where(where),
      ]);
      return { rows: rows as CredentialRow[], total: total?.n ?? 0 };
    },

    find: async (scope: RowScope, id: string): Promise<CredentialRow | undefined> => {
      const [row] = await db
        .select(publicColumns)
        .from(pc)
        .where(and(eq(pc.id, id), scoped(scope)));
      return row;
    },

    insert: async (row: NewCredentialRow): Promise<CredentialRow> => {
      const [created] = await db.insert(pc).values(row).returning(publicColumns);
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    update: async (scope: RowScope, id: string, changes: CredentialChanges): Promise<CredentialRow | undefined> => {
      const [updated] = await db
        .update(pc)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(pc.id, id), scoped(scope)))
        .returning(publicColumns);
      return updated;
    },

    remove: async (scope: RowScope, id: string): Promise<boolean> => {
      const deleted = await db
        .delete(pc)
        .where(and(eq(pc.id, id), scoped(scope)))
        .returning({ id: pc.id });
      return deleted.length > 0;
    },
  };
}

export type CredentialsRepo = ReturnType<typeof createCredentialsRepo>;
