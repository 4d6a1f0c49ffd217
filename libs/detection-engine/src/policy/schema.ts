import { actionSchema, entityTypeSchema } from '@csg/contracts';
import { z } from 'zod';
import { filterPatternsSchema } from '../custom/filter-patterns.ts';
import { LEARNED_MODELS } from './learned-models.ts';

const thresholdSchema = z.number().min(0).max(1);
/** A category's action applies to its every entity type that has no entry of its own. */
const categoryRuleSchema = z.object({ action: actionSchema, threshold: thresholdSchema });
/** An entity entry without a threshold keeps its category's threshold. */
const entityRuleSchema = z.object({ action: actionSchema, threshold: thresholdSchema.optional() });
/**
 * A learned model's threshold for this filter, read by the model itself from the policy it is
 * given; the category and entity thresholds still judge its findings like any detector's. A name
 * that is not one of LEARNED_MODELS is refused, not stripped: a misspelt one would otherwise leave
 * the model at its default without a word.
 */
const modelRulesSchema = z.partialRecord(z.enum(LEARNED_MODELS), z.object({ threshold: thresholdSchema }));

export const MAX_ENTITY_RULES = 500;

/**
 * The policy of a filter (`filters.policy`), as seeded for `content-safety-v2`: what admin validates
 * on save and what detection and chat read back. Unknown fields are stripped, like every other body
 * of the service.
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
  entities: z
    .record(entityTypeSchema, entityRuleSchema)
    .refine((e) => Object.keys(e).length <= MAX_ENTITY_RULES, `at most ${MAX_ENTITY_RULES} entity rules`)
    .default({}),
  /** Named patterns of the filter's own, each with its entity type and action (absent: none). */
  customPatterns: filterPatternsSchema.optional(),
  /** Per learned model settings (absent: every model at its own default). */
  models: modelRulesSchema.optional(),
});

export type FilterPolicy = z.infer<typeof filterPolicySchema>;

/** What is wrong with a stored policy: where, and which rule it breaks; never the value found there. */
export interface PolicyIssue {
  path: (string | number)[];
  code: string;
  message: string;
}

export type PolicyReading =
  { policy: FilterPolicy; issues?: undefined } | { policy?: undefined; issues: PolicyIssue[] };

/**
 * A stored policy document read with the schema it was saved with. One that no longer parses (the
 * schema grew stricter, the row was edited by hand) is reported with its issues, for the caller to
 * refuse it loudly: applying some other policy in its place would filter by rules nobody chose.
 */
export function readFilterPolicy(document: unknown): PolicyReading {
  const parsed = filterPolicySchema.safeParse(document);
  if (parsed.success) return { policy: parsed.data };
  return {
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      code: issue.code,
      message: issue.message,
    })),
  };
}
