import { z } from 'zod';
import { contactEmailSchema, passwordSchema, usernameSchema } from '../tenants/tenants.schemas.ts';

export const setupStatusSchema = z
  .object({ setupComplete: z.boolean() })
  .meta({ examples: [{ setupComplete: false }] });

export const setupBodySchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    contactEmail: contactEmailSchema,
  })
  .meta({ examples: [{ username: 'admin', password: 'Correct-Horse-Battery-9', contactEmail: 'admin@example.com' }] });

export type SetupInput = z.infer<typeof setupBodySchema>;
