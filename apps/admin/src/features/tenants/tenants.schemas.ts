import { z } from 'zod';

/** Account names: what a person types at sign-in, kept to characters that need no escaping. */
export const usernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(/^[A-Za-z0-9._@-]+$/, 'may contain letters, digits and . _ @ - only');

export const contactEmailSchema = z.email().max(254);

/** Length only here: the password policy's own messages come from libs/auth. */
export const passwordSchema = z.string().min(1).max(256);

export const tenantSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  contactEmail: z.string(),
  role: z.string(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});

export type TenantView = z.infer<typeof tenantSchema>;
