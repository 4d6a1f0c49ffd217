import { PROVIDER_CODES } from '@csg/providers';
import { z } from 'zod';
import { paginationQuerySchema } from '../../shared/pagination.ts';

const providerSchema = z.enum(PROVIDER_CODES);

export const listModelsQuerySchema = paginationQuerySchema.extend({
  provider: providerSchema.optional(),
});
export type ListModelsQuery = z.infer<typeof listModelsQuerySchema>;

export const modelIdParamsSchema = z.object({ id: z.uuid() });

const displayNameSchema = z.string().trim().min(1).max(200);
const contextWindowSchema = z.number().int().min(1).max(100_000_000);

/**
 * A model the vendor names: the name is sent to the provider as is, so it keeps its case and
 * allows what vendors use (letters, digits, `.`, `-`, `_`, `:`, `/`, `@`) and no spaces.
 */
export const createModelSchema = z.object({
  name: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:/@-]*$/, 'Model name may hold letters, digits and . _ : / @ - only'),
  provider: providerSchema,
  displayName: displayNameSchema,
  contextWindow: contextWindowSchema,
  redTeam: z.boolean().default(false),
});
export type CreateModelInput = z.infer<typeof createModelSchema>;

/** What an administrator may change of a model; provider and name identify it and stay. */
export const updateModelSchema = z.object({
  active: z.boolean().optional(),
  displayName: displayNameSchema.optional(),
  contextWindow: contextWindowSchema.optional(),
  redTeam: z.boolean().optional(),
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
