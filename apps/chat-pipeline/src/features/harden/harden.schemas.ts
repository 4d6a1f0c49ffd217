import { z } from 'zod';
import { HARDENING_CLAUSES } from './hardening-clauses.ts';

const EXAMPLE_PROMPT = 'You are a travel assistant for Example Tours.';

export const hardenBodySchema = z
  .object({ prompt: z.string().min(1).max(100_000) })
  .meta({ examples: [{ prompt: EXAMPLE_PROMPT }] });

const typed = z.object({ type: z.string(), category: z.string() });

export const hardenResponseSchema = z
  .object({
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
  })
  .meta({
    // What the service answers for the request example: a clean prompt lacking every clause.
    examples: [
      {
        original: EXAMPLE_PROMPT,
        hardened: [EXAMPLE_PROMPT, ...HARDENING_CLAUSES.map((clause) => clause.text)].join('\n\n'),
        improvements: HARDENING_CLAUSES.map((clause) => clause.improvement),
        risk_assessment: {
          level: 'medium',
          score: 0.4,
          signals: [],
          sensitive_data: [],
          missing_defenses: HARDENING_CLAUSES.map((clause) => clause.id),
        },
      },
    ],
  });
