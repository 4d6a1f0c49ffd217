import { z } from 'zod';

/** Detection actions: the same four values as detection and image results. */
export const filterActionSchema = z.enum(['allow', 'mask', 'reject', 'flag']);
const thresholdSchema = z.number().min(0).max(1);

export const FILTER_CATEGORIES = ['pii', 'secrets', 'toxicity', 'jailbreak', 'injection'] as const;

/** A category's action applies to its every entity type that has no entry of its own. */
const categoryRuleSchema = z.object({ action: filterActionSchema, threshold: thresholdSchema });
/** An entity type's own action; without a threshold, the category's applies. */
const entityRuleSchema = z.object({ action: filterActionSchema, threshold: thresholdSchema.optional() });

export const ENTITY_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{0,63}$/;
const MAX_ENTITY_RULES = 500;

/** The policy document of a filter, in the shape of the seeded content-safety-v2 (version 1). */
export const filterPolicySchema = z.object({
  version: z.literal(1),
  categories: z.object({
    pii: categoryRuleSchema,
    secrets: categoryRuleSchema,
    toxicity: categoryRuleSchema,
    jailbreak: categoryRuleSchema,
    injection: categoryRuleSchema,
  }),
  entities: z
    .record(z.string().regex(ENTITY_TYPE_PATTERN, 'entity types are UPPER_SNAKE_CASE'), entityRuleSchema)
    .refine((e) => Object.keys(e).length <= MAX_ENTITY_RULES, `at most ${MAX_ENTITY_RULES} entity rules`)
    .default({}),
});
export type FilterPolicy = z.infer<typeof filterPolicySchema>;

export const NICKNAME_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;
export const filterParamsSchema = z.object({
  nickname: z
    .string()
    .regex(NICKNAME_PATTERN, 'lower-case letters, digits and hyphens, 2 to 63, not starting with a hyphen'),
});

export const putFilterSchema = z.object({
  description: z.string().trim().max(500).optional(),
  policy: filterPolicySchema,
});
export type PutFilterInput = z.infer<typeof putFilterSchema>;

export const filterSchema = z.object({
  nickname: z.string(),
  description: z.string(),
  policy: filterPolicySchema,
  builtIn: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type FilterView = z.infer<typeof filterSchema>;
