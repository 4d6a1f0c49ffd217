import { schema, type Database } from '@csg/db';
import type { ProviderCode } from '@csg/providers';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { deploymentsOf } from './credential-secret.ts';

const { providerCredentials: pc } = schema;

/**
 * Which credentials a caller reaches, as a condition on the column of the tenant that owns each
 * (the admin app's data scope); undefined reaches all.
 */
export type OwnerScope = (ownerColumn: AnyPgColumn) => SQL | undefined;

/** A credential without its ciphertext: the secret column is never selected for a response. */
export interface CredentialRow {
  id: string;
  tenantId: string;
  provider: string;
  name: string;
  baseUrl: string | null;
  apiVersion: string | null;
  deployments: Record<string, string> | null;
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

// jsonb comes back untyped; what was stored was validated as name → deployment.
const typed = (row: Omit<CredentialRow, 'deployments'> & { deployments: unknown }): CredentialRow => ({
  ...row,
  deployments: deploymentsOf(row.deployments),
});

/** The unique (tenant, name) constraint, whether postgres.js's error arrives bare or wrapped by drizzle. */
export function isDuplicateName(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint_name } = e as { code?: string; constraint_name?: string };
    if (code === '23505' && constraint_name === 'provider_credentials_tenant_name_unique') return true;
  }
  return false;
}

/** Provider credentials as administrators manage them; chat reads them with its models (models.repo.ts). */
export function createCredentialsRepo(db: Database) {
  const inScope = (scope: OwnerScope) => scope(pc.tenantId);

  return {
    list: async (scope: OwnerScope, q: { provider?: ProviderCode | undefined; offset: number; limit: number }) => {
      const where = and(inScope(scope), q.provider ? eq(pc.provider, q.provider) : undefined);
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
      return { rows: rows.map(typed), total: total?.n ?? 0 };
    },

    find: async (scope: OwnerScope, id: string): Promise<CredentialRow | undefined> => {
      const [row] = await db
        .select(publicColumns)
        .from(pc)
        .where(and(eq(pc.id, id), inScope(scope)));
      return row && typed(row);
    },

    insert: async (row: NewCredentialRow): Promise<CredentialRow> => {
      const [created] = await db.insert(pc).values(row).returning(publicColumns);
      if (!created) throw new Error('insert returned no row');
      return typed(created);
    },

    update: async (scope: OwnerScope, id: string, changes: CredentialChanges): Promise<CredentialRow | undefined> => {
      const [updated] = await db
        .update(pc)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(pc.id, id), inScope(scope)))
        .returning(publicColumns);
      return updated && typed(updated);
    },

    remove: async (scope: OwnerScope, id: string): Promise<boolean> => {
      const deleted = await db
        .delete(pc)
        .where(and(eq(pc.id, id), inScope(scope)))
        .returning({ id: pc.id });
      return deleted.length > 0;
    },
  };
}

export type CredentialsRepo = ReturnType<typeof createCredentialsRepo>;
