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
export const createModelSchema = z
  .object({
    name: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._:/@-]*$/, 'Model name may hold letters, digits and . _ : / @ - only'),
    provider: providerSchema,
    displayName: displayNameSchema,
    contextWindow: contextWindowSchema,
    redTeam: z.boolean().default(false),
  })
  .meta({
    examples: [{ name: 'gpt-4.1-mini', provider: 'openai', displayName: 'GPT-4.1 mini', contextWindow: 1047576 }],
  });
export type CreateModelInput = z.infer<typeof createModelSchema>;

/** What an administrator may change of a model; provider and name identify it and stay. */
export const updateModelSchema = z
  .object({
    active: z.boolean().optional(),
    displayName: displayNameSchema.optional(),
    contextWindow: contextWindowSchema.optional(),
    redTeam: z.boolean().optional(),
  })
  .meta({ examples: [{ displayName: 'GPT-4.1 mini (support)', active: true }] });
export type UpdateModelInput = z.infer<typeof updateModelSchema>;

export const modelSchema = z
  .object({
    id: z.uuid(),
    provider: providerSchema,
    name: z.string(),
    displayName: z.string(),
    contextWindow: z.number().int(),
    redTeam: z.boolean(),
    active: z.boolean(),
  })
  .meta({
    examples: [
      {
        id: '00000000-0000-4000-8000-000000000008',
        provider: 'openai',
        name: 'gpt-4.1-mini',
        displayName: 'GPT-4.1 mini',
        contextWindow: 1047576,
        redTeam: false,
        active: true,
      },
    ],
  });
export type ModelView = z.infer<typeof modelSchema>;
