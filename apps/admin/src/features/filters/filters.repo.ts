import { schema, type Database } from '@csg/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FilterPolicy } from '@csg/detection-engine/policy';

const { filters } = schema;

const columns = {
  nickname: filters.nickname,
  description: filters.description,
  policy: filters.policy,
  builtIn: filters.builtIn,
  updatedAt: filters.updatedAt,
};

export interface FilterRow {
  nickname: string;
  description: string;
  policy: unknown;
  builtIn: boolean;
  updatedAt: Date;
}

export function createFiltersRepo(db: Database) {
  return {
    list: async ({ offset, limit }: { offset: number; limit: number }) => {
      const [rows, [total]] = await Promise.all([
        db.select(columns).from(filters).orderBy(asc(filters.nickname)).limit(limit).offset(offset),
        db.select({ n: count() }).from(filters),
      ]);
      return { rows: rows as FilterRow[], total: total?.n ?? 0 };
    },

    find: async (nickname: string): Promise<FilterRow | undefined> => {
      const [row] = await db.select(columns).from(filters).where(eq(filters.nickname, nickname));
      return row;
    },

    /** Creates the filter or replaces its policy; an omitted description is kept on replace. */
    put: async (input: {
      nickname: string;
      description?: string;
      policy: FilterPolicy;
      updatedBy: string;
    }): Promise<FilterRow> => {
      const [row] = await db
        .insert(filters)
        .values({
          nickname: input.nickname,
          description: input.description ?? '',
          policy: input.policy,
          updatedBy: input.updatedBy,
        })
        .onConflictDoUpdate({
          target: filters.nickname,
          set: {
            policy: sql`excluded.policy`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`now()`,
            ...(input.description !== undefined ? { description: sql`excluded.description` } : {}),
          },
        })
        .returning(columns);
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    /** Deletes a filter that is not built in; false when there was none to delete. */
    removeCustom: async (nickname: string): Promise<boolean> => {
      const deleted = await db
        .delete(filters)
        .where(and(eq(filters.nickname, nickname), eq(filters.builtIn, false)))
        .returning({ nickname: filters.nickname });
      return deleted.length > 0;
    },
  };
}

export type FiltersRepo = ReturnType<typeof createFiltersRepo>;
