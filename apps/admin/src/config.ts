import {
  databaseEnv,
  httpUrl,
  identityEnv,
  providerCredentialsEnv,
  redisUrl,
  SERVICE_PORTS,
  serviceEnv,
} from '@csg/config';
import { z } from 'zod';

const optionalText = z.string().min(1).optional();

export const configSchema = z
  .object({
    ...serviceEnv(SERVICE_PORTS.admin),
    ...databaseEnv(),
    ...identityEnv(),
    REDIS_URL: redisUrl()
      .optional()
      .describe('Redis URL: sign-in rate limits shared across instances; unset: limits are per process'),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional()
      .describe('smtp:// or smtps:// URL for password-reset mail; unset: mail stays in the outbox for an admin'),
    SMTP_FROM: z.string().min(3).default('gateway@localhost').describe('sender of password-reset mail'),
    PASSWORD_RESET_URL: httpUrl()
      .default('http://localhost:3000/reset-password')
      .describe('the dashboard page that completes a password reset; the token is appended as `?token=`'),
    ...providerCredentialsEnv(),
    SETUP_ADMIN_USERNAME: optionalText.describe(
      'unattended install: with SETUP_ADMIN_PASSWORD and SETUP_ADMIN_EMAIL, completes first-boot setup at start',
    ),
    SETUP_ADMIN_PASSWORD: optionalText.describe("the first superadmin's password (see SETUP_ADMIN_USERNAME)"),
    SETUP_ADMIN_EMAIL: z
      .email()
      .optional()
      .describe('the contact email of first-boot setup (see SETUP_ADMIN_USERNAME)'),
  })
  .refine(
    (c) => [c.SETUP_ADMIN_USERNAME, c.SETUP_ADMIN_PASSWORD, c.SETUP_ADMIN_EMAIL].filter(Boolean).length % 3 === 0,
    {
      message: 'SETUP_ADMIN_USERNAME, SETUP_ADMIN_PASSWORD and SETUP_ADMIN_EMAIL go together',
      path: ['SETUP_ADMIN_USERNAME'],
    },
  );

export type Config = z.output<typeof configSchema>;
