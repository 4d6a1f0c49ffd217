import { httpUrl, postgresUrl, serviceEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(3102),
  DATABASE_URL: postgresUrl(),
  /** Verifies the JWTs the admin app signs; no default. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  JWT_EXPIRES_IN: z.string().default('24h'),
  LICENSE_PUBLIC_KEYS: z.string().optional(),
  /** Used when language identification is unsure (ISO 639-1). */
  DEFAULT_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2}$/, 'must be a two-letter ISO 639-1 code')
    .default('en'),
  /** One deadline for the optional external components of a scan; they run beside the built-in detectors. */
  DETECTION_DEADLINE_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  /** Optional components: unset means not deployed. */
  ML_DETECTOR_URL: httpUrl().optional(),
  HAP_GUARD_V2_URL: httpUrl().optional(),
  ATTACK_GUARD_URL: httpUrl().optional(),
  LANGUAGE_DETECTOR_URL: httpUrl().optional(),
});

export type Config = z.output<typeof configSchema>;
