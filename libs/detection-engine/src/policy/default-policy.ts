import { filterPolicySchema, type FilterPolicy } from './schema.ts';

/**
 * The seeded fallback filter `content-safety-v2` (migration 0004), for when the database has no
 * usable policy: mask PII and secrets, flag toxicity, reject jailbreaks and injections.
 */
export const DEFAULT_POLICY: FilterPolicy = filterPolicySchema.parse({
  version: 1,
  categories: {
    pii: { action: 'mask', threshold: 0.5 },
    secrets: { action: 'mask', threshold: 0.5 },
    toxicity: { action: 'flag', threshold: 0.6 },
    jailbreak: { action: 'reject', threshold: 0.7 },
    injection: { action: 'reject', threshold: 0.7 },
  },
  entities: {
    PRIVATE_KEY: { action: 'reject' },
    SEXUAL_MINORS: { action: 'reject' },
    THREAT: { action: 'reject', threshold: 0.8 },
    DATE_TIME: { action: 'flag' },
    ORGANIZATION: { action: 'flag' },
    NRP: { action: 'flag' },
  },
});
