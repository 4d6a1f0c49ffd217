import { z } from 'zod';

export const hardenBodySchema = z.object({ prompt: z.string().min(1).max(100_000) });

const typed = z.object({ type: z.string(), category: z.string() });

export const hardenResponseSchema = z.object({
  /** The prompt as given, with embedded secrets and personal data masked. */
  original: z.string(),
  hardened: z.string(),
  improvements: z.array(z.string()),
  risk_assessment: z.object({
    level: z.enum(['low', 'medium', 'high']),
    score: z.number().min(0).max(1),
    signals: z.array(typed.extend({ confidence: z.number() })),
    sensitive_data: z.array(typed),
    missing_defenses: z.array(z.string()),
  }),
});
