import { z } from 'zod';

/** The environment of every app that admits callers by JWT or API key and enforces the licence. */
export const identityEnv = () => ({
  /** Verifies the JWTs the admin app signs; no default, and short secrets are refused (HS256 wants ≥ 256 bits). */
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .describe('HS256 secret of the JWTs, at least 32 characters (`npm start` generates one into .data/secrets/)'),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]?$/, 'must be a number of seconds or a duration such as 30m, 24h, 7d')
    .default('24h')
    .describe('token lifetime: seconds or 30m, 24h, 7d'),
  /** Comma-separated Ed25519 public keys (base64 SPKI or PEM) licences are verified with; unset: community only. */
  LICENSE_PUBLIC_KEYS: z
    .string()
    .optional()
    .describe(
      'comma-separated Ed25519 public keys (base64 SPKI or PEM) licences are verified with; unset: community tier',
    ),
});
