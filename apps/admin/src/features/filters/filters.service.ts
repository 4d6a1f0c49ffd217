import { readFilterPolicy } from '@csg/detection-engine/policy';
import { conflict, notFound } from '@csg/errors';
import { envelope, offsetOf, type Pagination } from '../../shared/pagination.ts';
import type { FilterRow, FiltersRepo } from './filters.repo.ts';
import type { FilterView, PutFilterInput } from './filters.schemas.ts';

export function toFilterView(row: FilterRow): FilterView {
  const { policy, issues } = readFilterPolicy(row.policy);
  return {
    nickname: row.nickname,
    description: row.description,
    policy: policy ?? row.policy,
    ...(issues ? { policyIssues: issues } : {}),
    builtIn: row.builtIn,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createFiltersService({ repo }: { repo: FiltersRepo }) {
  const notFoundError = () => notFound('Filter not found');

  return {
    list: async (page: Pagination) => {
      const { rows, total } = await repo.list({ offset: offsetOf(page), limit: page.limit });
      return envelope(rows.map(toFilterView), total, page);
    },

    get: async (nickname: string): Promise<FilterView> => {
      const row = await repo.find(nickname);
      if (!row) throw notFoundError();
      return toFilterView(row);
    },

    /** Create or replace: the policy is replaced whole; a built-in filter stays built in. */
    put: async (nickname: string, input: PutFilterInput, updatedBy: string): Promise<FilterView> =>
      toFilterView(await repo.put({ nickname, description: input.description, policy: input.policy, updatedBy })),

    /** Built-in filters (the content-safety-v2 fallback) can be edited but never deleted. */
    remove: async (nickname: string): Promise<void> => {
      if (await repo.removeCustom(nickname)) return;
      const row = await repo.find(nickname);
      if (!row) throw notFoundError();
      throw conflict(`The built-in filter ${nickname} cannot be deleted`);
    },
  };
}

export type FiltersService = ReturnType<typeof createFiltersService>;
