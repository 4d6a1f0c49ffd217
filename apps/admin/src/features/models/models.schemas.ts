import { PROVIDER_CODES } from '@csg/providers';
import { z } from 'zod';
import { paginationQuerySchema } from '../../shared/pagination.ts';

const providerSchema = z.enum(PROVIDER_CODES);

export const listModelsQuerySchema = paginationQuerySchema.extend({
  provider: providerSchema.optional(),
});
export type ListModelsQuery = z.infer<typeof listModelsQuerySchema>;

export const modelIdParamsSchema = z.object({ id: z.uuid() });

/** What an administrator may change of a seeded model; provider and name identify it and stay. */
export const updateModelSchema = z.object({
  active: z.boolean().optional(),
  displayName: z.string().trim().min(1).max(200).optional(),
  contextWindow: z.number().int().min(1).max(100_000_000).optional(),
});
export type UpdateModelInput = z.infer<typeof updateModelSchema>;

export const modelSchema = z.object({
  id: z.uuid(),
  provider: providerSchema,
  name: z.string(),
  displayName: z.string(),
  contextWindow: z.number().int(),
  redTeam: z.boolean(),
  active: z.boolean(),
});
export type ModelView = z.infer<typeof modelSchema>;
