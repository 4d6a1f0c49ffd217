import { schema, type Database } from '@csg/db';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { StoredCredential } from './credential-secret.ts';

const { models, providerCredentials: pc } = schema;

/** A catalogue model as every app shows it. */
export interface CatalogueModel {
  id: string;
  provider: string;
  name: string;
  displayName: string;
  contextWindow: number;
  redTeam: boolean;
}

/** The catalogue as administrators manage it: with the switch that takes a model out of chat. */
export interface ModelRow extends CatalogueModel {
  active: boolean;
}

/** A model a chat turn may use, with the tenant's credential for its provider. */
export interface ChatModel extends CatalogueModel {
  credential: StoredCredential;
}

export interface ModelFilter {
  provider?: string | undefined;
  /** false leaves the red-team models out. */
  includeRedTeam: boolean;
}

export type NewModel = Omit<CatalogueModel, 'id'>;
export type ModelChanges = Partial<Pick<ModelRow, 'active' | 'displayName' | 'contextWindow' | 'redTeam'>>;

const catalogueColumns = {
  id: models.id,
  provider: models.provider,
  name: models.name,
  displayName: models.displayName,
  contextWindow: models.contextWindow,
  redTeam: models.redTeam,
};
const rowColumns = { ...catalogueColumns, active: models.active };

const visible = (f: ModelFilter) =>
  and(
    f.provider ? eq(models.provider, f.provider) : undefined,
    f.includeRedTeam ? undefined : eq(models.redTeam, false),
  );

/** The unique (provider, name) constraint, whether postgres.js's error arrives bare or wrapped by drizzle. */
export function isDuplicateModel(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const { code, constraint_name } = e as { code?: string; constraint_name?: string };
    if (code === '23505' && constraint_name === 'models_provider_name_unique') return true;
  }
  return false;
}

/** The model catalogue: the administrators' reads and changes, and the chat pipeline's lookups. */
export function createModelsRepo(db: Database) {
  // Read on every chat turn, as one statement built once: the model by name, each with the tenant's
  // most recently changed active credential for its provider.
  const latestCredential = db
    .select({
      id: pc.id,
      secretCiphertext: pc.secretCiphertext,
      baseUrl: pc.baseUrl,
      apiVersion: pc.apiVersion,
      deployments: pc.deployments,
    })
    .from(pc)
    .where(and(eq(pc.tenantId, sql.placeholder('tenantId')), eq(pc.provider, models.provider), eq(pc.active, true)))
    .orderBy(desc(pc.updatedAt))
    .limit(1)
    .as('credential');
  const chatModels = db
    .select({
      ...catalogueColumns,
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

  const holdsCredential = (tenantId: string) =>
    sql`exists (select 1 from ${pc} where ${pc.tenantId} = ${tenantId} and ${pc.provider} = ${models.provider} and ${pc.active})`;

  return {
    list: async (f: ModelFilter, page: { offset: number; limit: number }) => {
      const [rows, [total]] = await Promise.all([
        db
          .select(rowColumns)
          .from(models)
          .where(visible(f))
          .orderBy(asc(models.provider), asc(models.name))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(models).where(visible(f)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    find: async (id: string, f: ModelFilter): Promise<ModelRow | undefined> => {
      const [row] = await db
        .select(rowColumns)
        .from(models)
        .where(and(eq(models.id, id), visible(f)));
      return row;
    },

    /** A new model is active; chat sees it once the change feed has dropped the cached resolutions. */
    insert: async (model: NewModel): Promise<ModelRow> => {
      const [row] = await db.insert(models).values(model).returning(rowColumns);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    update: async (id: string, changes: ModelChanges, f: ModelFilter): Promise<ModelRow | undefined> => {
      const [row] = await db
        .update(models)
        .set(changes)
        .where(and(eq(models.id, id), visible(f)))
        .returning(rowColumns);
      return row;
    },

    /** Active catalogue models of the providers the tenant holds an active credential for. */
    visibleModels: async (tenantId: string, includeRedTeam: boolean): Promise<CatalogueModel[]> =>
      db
        .select(catalogueColumns)
        .from(models)
        .where(and(eq(models.active, true), holdsCredential(tenantId), visible({ includeRedTeam })))
        .orderBy(asc(models.provider), asc(models.name)),

    /** The visible models of that name, each with the credential a chat turn would use. */
    chatModels: (tenantId: string, includeRedTeam: boolean, name: string): Promise<ChatModel[]> =>
      chatModels.execute({ tenantId, includeRedTeam, name }),
  };
}

export type ModelsRepo = ReturnType<typeof createModelsRepo>;
