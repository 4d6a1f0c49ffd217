import { z } from 'zod';

/**
 * Sign-in takes whatever the person typed: names are matched case-insensitively and only the
 * bounds keep absurd input from reaching the password hash. A password the policy could never
 * have produced is simply wrong (401), not malformed, so the cap is well above the policy's.
 */
export const loginBodySchema = z
  .object({
    username: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(1024),
  })
  .meta({ examples: [{ username: 'admin', password: 'Correct-Horse-Battery-9' }] });

/** The specification's login response, field for field. */
export const loginResponseSchema = z
  .object({
    access_token: z.string(),
    tenant_id: z.uuid(),
    username: z.string(),
    contact_email: z.string(),
    role: z.string(),
  })
  .meta({
    examples: [
      {
        access_token: 'eyJhbGciOiJIUzI1NiJ9.…',
        tenant_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
        username: 'admin',
        contact_email: 'admin@example.com',
        role: 'superadmin',
      },
    ],
  });

export type LoginInput = z.infer<typeof loginBodySchema>;
export type LoginResult = z.infer<typeof loginResponseSchema>;

/** Length bounds only: the password policy's own messages come from libs/auth. */
const newPasswordSchema = z.string().min(1).max(1024);

export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(1024),
    newPassword: newPasswordSchema,
  })
  .meta({ examples: [{ currentPassword: 'Correct-Horse-Battery-9', newPassword: 'Purple-Lantern-Orbit-4' }] });

export type ChangePasswordInput = z.infer<typeof changePasswordBodySchema>;

/** Exactly one of the two: the account name, or the contact e-mail address of the account(s). */
export const forgotPasswordBodySchema = z
  .object({
    username: z.string().trim().min(1).max(254).optional(),
    email: z.email().max(254).optional(),
  })
  .refine((b) => (b.username === undefined) !== (b.email === undefined), {
    message: 'Provide either username or email',
  })
  .meta({ examples: [{ email: 'jane.doe@example.org' }] });

export type ForgotPasswordInput = z.infer<typeof forgotPasswordBodySchema>;

export const FORGOT_PASSWORD_MESSAGE = 'If the account exists, a reset link has been sent';

/** The same body whether or not an account matched. */
export const forgotPasswordResponseSchema = z
  .object({ message: z.literal(FORGOT_PASSWORD_MESSAGE) })
  .meta({ examples: [{ message: FORGOT_PASSWORD_MESSAGE }] });

export const resetPasswordBodySchema = z
  .object({
    token: z.string().min(1).max(512),
    newPassword: newPasswordSchema,
  })
  .meta({ examples: [{ token: 'rst_3q2v…', newPassword: 'Purple-Lantern-Orbit-4' }] });

export type ResetPasswordInput = z.infer<typeof resetPasswordBodySchema>;

export const outboxMessageSchema = z
  .object({
    id: z.uuid(),
    recipient: z.string(),
    subject: z.string(),
    body: z.string(),
    deliveredVia: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({
    examples: [
      {
        id: '00000000-0000-4000-8000-000000000004',
        recipient: 'jane.doe@example.org',
        subject: 'Reset your password',
        body: 'Open [reset link withheld] to choose a new password.',
        deliveredVia: 'outbox',
        createdAt: '2026-01-15T09:30:00.000Z',
      },
    ],
  });

export type OutboxMessageView = z.infer<typeof outboxMessageSchema>;
