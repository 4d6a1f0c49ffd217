import { filterPolicySchema } from '@csg/detection-engine/policy';
import { z } from 'zod';

export const NICKNAME_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;
export const filterParamsSchema = z.object({
  nickname: z
    .string()
    .regex(NICKNAME_PATTERN, 'lower-case letters, digits and hyphens, 2 to 63, not starting with a hyphen'),
});

/** The policy is the engine's own schema: what is saved here is exactly what detection and chat can read. */
const EXAMPLE_POLICY = {
  version: 1,
  categories: {
    pii: { action: 'mask', threshold: 0.5 },
    secrets: { action: 'mask', threshold: 0.5 },
    toxicity: { action: 'flag', threshold: 0.7 },
    jailbreak: { action: 'reject', threshold: 0.8 },
    injection: { action: 'reject', threshold: 0.8 },
  },
  entities: { EMAIL_ADDRESS: { action: 'mask' } },
};

export const putFilterSchema = z
  .object({
    description: z.string().trim().max(500).optional(),
    policy: filterPolicySchema,
  })
  .meta({ examples: [{ description: 'Support desk: mask personal data', policy: EXAMPLE_POLICY }] });
export type PutFilterInput = z.infer<typeof putFilterSchema>;

const policyIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  code: z.string(),
  message: z.string(),
});

export const filterSchema = z
  .object({
    nickname: z.string(),
    description: z.string(),
    /**
     * The policy as detection and chat read it; a stored one that no longer parses is shown as stored,
     * with `policyIssues` saying what is wrong (requests naming such a filter are refused with 503).
     */
    policy: z.unknown(),
    policyIssues: z.array(policyIssueSchema).optional(),
    builtIn: z.boolean(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    examples: [
      {
        nickname: 'support-desk',
        description: 'Support desk: mask personal data',
        policy: EXAMPLE_POLICY,
        builtIn: false,
        updatedAt: '2026-01-15T09:30:00.000Z',
      },
    ],
  });
export type FilterView = z.infer<typeof filterSchema>;
