import type { Role } from '@csg/auth';
import { conflict, notFound } from '@csg/errors';
import { isDuplicateModel, seesRedTeamModels, type ModelFilter, type ModelRow, type ModelsRepo } from '@csg/models';
import { envelope, offsetOf } from '../../shared/pagination.ts';
import type { CreateModelInput, ListModelsQuery, ModelView, UpdateModelInput } from './models.schemas.ts';

export function toModelView(row: ModelRow): ModelView {
  return { ...row, provider: row.provider as ModelView['provider'] };
}

export function createModelsService({ repo }: { repo: ModelsRepo }) {
  const visibleTo = (role: Role, provider?: string): ModelFilter => ({
    provider,
    includeRedTeam: seesRedTeamModels(role),
  });
  const notFoundError = () => notFound('Model not found');

  return {
    list: async (role: Role, query: ListModelsQuery) => {
      const { rows, total } = await repo.list(visibleTo(role, query.provider), {
        offset: offsetOf(query),
        limit: query.limit,
      });
      return envelope(rows.map(toModelView), total, query);
    },

    get: async (role: Role, id: string): Promise<ModelView> => {
      const row = await repo.find(id, visibleTo(role));
      if (!row) throw notFoundError();
      return toModelView(row);
    },

    create: async (input: CreateModelInput): Promise<ModelView> => {
      try {
        return toModelView(await repo.insert(input));
      } catch (err) {
        if (isDuplicateModel(err)) {
          throw conflict(`Model "${input.name}" already exists for provider "${input.provider}"`);
        }
        throw err;
      }
    },

    /** An empty change (or only unknown fields, which validation strips) returns the model unchanged. */
    update: async (role: Role, id: string, input: UpdateModelInput): Promise<ModelView> => {
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as UpdateModelInput;
      const row =
        Object.keys(changes).length === 0
          ? await repo.find(id, visibleTo(role))
          : await repo.update(id, changes, visibleTo(role));
      if (!row) throw notFoundError();
      return toModelView(row);
    },
  };
}

export type ModelsService = ReturnType<typeof createModelsService>;
