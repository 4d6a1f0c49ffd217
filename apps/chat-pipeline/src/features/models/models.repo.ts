import { schema, type Database } from '@csg/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

const { models, providerCredentials } = schema;

export interface VisibleModel {
  id: string;
  provider: string;
  name: string;
  displayName: string;
  contextWindow: number;
  redTeam: boolean;
}

export interface StoredCredential {
  id: string;
  secretCiphertext: string;
  baseUrl: string | null;
  apiVersion: string | null;
  deployments: unknown;
}

export function createModelsRepo(db: Database) {
  const holdsCredential = (tenantId: string) =>
    sql`exists (select 1 from ${providerCredentials} where ${providerCredentials.tenantId} = ${tenantId} and ${providerCredentials.provider} = ${models.provider} and ${providerCredentials.active})`;

  // Read on every chat turn: its SQL is built once, not per call.
  const latestCredential = db
    .select({
      id: providerCredentials.id,
      secretCiphertext: providerCredentials.secretCiphertext,
      baseUrl: providerCredentials.baseUrl,
      apiVersion: providerCredentials.apiVersion,
      deployments: providerCredentials.deployments,
    })
    .from(providerCredentials)
    .where(
      and(
        eq(providerCredentials.tenantId, sql.placeholder('tenantId')),
        eq(providerCredentials.provider, sql.placeholder('provider')),
        eq(providerCredentials.active, true),
      ),
    )
    .orderBy(desc(providerCredentials.updatedAt))
    .limit(1)
    .prepare('chat_latest_credential');

  return {
    /** Active catalogue models of the providers the tenant holds an active credential for. */
    visibleModels: async (tenantId: string, includeRedTeam: boolean, name?: string): Promise<VisibleModel[]> =>
      db
        .select({
          id: models.id,
          provider: models.provider,
          name: models.name,
          displayName: models.displayName,
          contextWindow: models.contextWindow,
          redTeam: models.redTeam,
        })
        .from(models)
        .where(
          and(
            eq(models.active, true),
            holdsCredential(tenantId),
            includeRedTeam ? undefined : eq(models.redTeam, false),
            name === undefined ? undefined : eq(models.name, name),
          ),
        )
        .orderBy(asc(models.provider), asc(models.name)),

    /** The tenant's most recently changed active credential for a provider. */
    activeCredential: async (tenantId: string, provider: string): Promise<StoredCredential | undefined> => {
      const [row] = await latestCredential.execute({ tenantId, provider });
      return row;
    },
  };
}

export type ModelsRepo = ReturnType<typeof createModelsRepo>;
