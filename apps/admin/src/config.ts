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
    /** Optional: shares sign-in rate limits across instances; without it limits are per process. */
    REDIS_URL: redisUrl().optional(),
    /** smtp:// or smtps:// URL for password-reset mail; unset keeps mail in the outbox for an admin. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    SMTP_FROM: z.string().min(3).default('gateway@localhost'),
    /** The dashboard page that completes a reset; the token is appended as `?token=`. */
    PASSWORD_RESET_URL: httpUrl().default('http://localhost:3000/reset-password'),
    ...providerCredentialsEnv(),
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
