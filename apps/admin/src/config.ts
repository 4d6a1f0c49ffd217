import { postgresUrl, serviceEnv } from '@csg/config';
import { z } from 'zod';

const optionalText = z.string().min(1).optional();

export const configSchema = z
  .object({
    ...serviceEnv(3105),
    DATABASE_URL: postgresUrl(),
    /** Signs every JWT; no default, and short secrets are refused (HS256 wants ≥ 256 bits). */
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+[smhd]?$/, 'must be a number of seconds or a duration such as 30m, 24h, 7d')
      .default('24h'),
    /** Unattended install: all three complete first-boot setup when the app starts. */
    SETUP_ADMIN_USERNAME: optionalText,
    SETUP_ADMIN_PASSWORD: optionalText,
    SETUP_ADMIN_EMAIL: z.email().optional(),
  })
  .refine(
    (c) => [c.SETUP_ADMIN_USERNAME, c.SETUP_ADMIN_PASSWORD, c.SETUP_ADMIN_EMAIL].filter(Boolean).length % 3 === 0,
    {
      message: 'SETUP_ADMIN_USERNAME, SETUP_ADMIN_PASSWORD and SETUP_ADMIN_EMAIL go together',
      path: ['SETUP_ADMIN_USERNAME'],
    },
  );

export type Config = z.output<typeof configSchema>;
