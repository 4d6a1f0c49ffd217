import { z } from 'zod';
import type { Action, Category } from '../types.ts';

export const CATEGORIES = [
  'pii',
  'secrets',
  'toxicity',
  'jailbreak',
  'injection',
] as const satisfies readonly Category[];
export const ACTIONS = ['allow', 'flag', 'mask', 'reject'] as const satisfies readonly Action[];

export const categorySchema = z.enum(CATEGORIES);
export const actionSchema = z.enum(ACTIONS);
/** Upper snake case, as every detector and component names its entity types. */
export const entityTypeSchema = z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'upper snake case, at most 64 characters');

const thresholdSchema = z.number().min(0).max(1);
const categoryRuleSchema = z.object({ action: actionSchema, threshold: thresholdSchema });
/** An entity entry without a threshold keeps its category's threshold. */
const entityRuleSchema = z.object({ action: actionSchema, threshold: thresholdSchema.optional() });

/**
 * The policy of a filter (`filters.policy`), as seeded for `content-safety-v2`. Unknown fields are
 * stripped, like every other body of the service.
 */
export const filterPolicySchema = z.object({
  version: z.literal(1),
  categories: z.object({
    pii: categoryRuleSchema,
    secrets: categoryRuleSchema,
    toxicity: categoryRuleSchema,
    jailbreak: categoryRuleSchema,
    injection: categoryRuleSchema,
  }),
  entities: z.record(entityTypeSchema, entityRuleSchema).default({}),
});

export type FilterPolicy = z.infer<typeof filterPolicySchema>;
