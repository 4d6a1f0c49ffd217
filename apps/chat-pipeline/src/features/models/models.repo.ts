import { catalogueModelColumns, schema, type Database } from '@csg/db';
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

export interface ChatModel extends VisibleModel {
  credential: StoredCredential;
}

export function createModelsRepo(db: Database) {
  const holdsCredential = (tenantId: string) =>
    sql`exists (select 1 from ${providerCredentials} where ${providerCredentials.tenantId} = ${tenantId} and ${providerCredentials.provider} = ${models.provider} and ${providerCredentials.active})`;

  // Read on every chat turn, as one statement built once: the model by name, each with the tenant's
  // most recently changed active credential for its provider.
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
        eq(providerCredentials.provider, models.provider),
        eq(providerCredentials.active, true),
      ),
    )
    .orderBy(desc(providerCredentials.updatedAt))
    .limit(1)
    .as('credential');
  const chatModels = db
    .select({
      ...catalogueModelColumns,
      credential: {
        id: latestCredential.id,
        secretCiphertext: latestCredential.secretCiphertext,
        baseUrl: latestCredential.baseUrl,
        apiVersion: latestCredential.apiVersion,
        deployments: latestCredential.deployments,
      },
    })
    .from(models)
    .innerJoinLateral(latestCredential, sql`true`)
    .where(
      and(
        eq(models.active, true),
        eq(models.name, sql.placeholder('name')),
        sql`(${models.redTeam} = false or ${sql.placeholder('includeRedTeam')}::boolean)`,
      ),
    )
    .orderBy(asc(models.provider))
    .prepare('chat_models_with_credential');

  return {
    /** Active catalogue models of the providers the tenant holds an active credential for. */
    visibleModels: async (tenantId: string, includeRedTeam: boolean): Promise<VisibleModel[]> =>
      db
        .select(catalogueModelColumns)
        .from(models)
        .where(
          and(
            eq(models.active, true),
            holdsCredential(tenantId),
            includeRedTeam ? undefined : eq(models.redTeam, false),
          ),
        )
        .orderBy(asc(models.provider), asc(models.name)),

    /** The visible models of that name, each with the credential a chat turn would use. */
    chatModels: (tenantId: string, includeRedTeam: boolean, name: string): Promise<ChatModel[]> =>
      chatModels.execute({ tenantId, includeRedTeam, name }),
  };
}

export type ModelsRepo = ReturnType<typeof createModelsRepo>;
