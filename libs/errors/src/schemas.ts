import { z } from 'zod';
import { POLICY_CODES, type PolicyCode } from './policy-error.ts';

/** Response schemas for the two error bodies, so routes can declare them; extra fields pass. */
export const frameworkErrorSchema = z.looseObject({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
});

export const policyErrorSchema = z.looseObject({
  statusCode: z.number().int(),
  code: z.enum(Object.keys(POLICY_CODES) as [PolicyCode, ...PolicyCode[]]),
  message: z.string(),
});
