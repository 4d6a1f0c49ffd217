import { catalogueModelColumns, schema, type Database } from '@csg/db';
import { and, asc, count, eq } from 'drizzle-orm';

const { models } = schema;

const columns = { ...catalogueModelColumns, active: models.active };

export interface ModelRow {
  id: string;
  provider: string;
  name: string;
  displayName: string;
  contextWindow: number;
  redTeam: boolean;
  active: boolean;
}

export interface ModelFilter {
  provider?: string;
  /** false leaves the red-team models out. */
  includeRedTeam: boolean;
}

export function createModelsRepo(db: Database) {
  const where = (f: ModelFilter) =>
    and(
      f.provider ? eq(models.provider, f.provider) : undefined,
      f.includeRedTeam ? undefined : eq(models.redTeam, false),
    );

  return {
    list: async (f: ModelFilter, page: { offset: number; limit: number }) => {
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(models)
          .where(where(f))
          .orderBy(asc(models.provider), asc(models.name))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(models).where(where(f)),
      ]);
      return { rows: rows as ModelRow[], total: total?.n ?? 0 };
    },

    find: async (id: string, f: ModelFilter): Promise<ModelRow | undefined> => {
      const [row] = await db
        .select(columns)
        .from(models)
        .where(and(eq(models.id, id), where(f)));
      return row;
    },

    update: async (
      id: string,
      changes: Partial<Pick<ModelRow, 'active' | 'displayName' | 'contextWindow'>>,
      f: ModelFilter,
    ) => {
      const [row] = await db
        .update(models)
        .set(changes)
        .where(and(eq(models.id, id), where(f)))
        .returning(columns);
      return row;
    },
  };
}

export type ModelsRepo = ReturnType<typeof createModelsRepo>;
