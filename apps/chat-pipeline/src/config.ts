import {
  callsOf,
  databaseEnv,
  detectionEnv,
  httpUrl,
  identityEnv,
  providerCredentialsEnv,
  SERVICE_PORTS,
  serviceEnv,
  serviceUrlsEnv,
  sseEnv,
} from '@csg/config';
import { z } from 'zod';

const milliseconds = (fallback: number, description: string) =>
  z.coerce.number().int().min(100).max(600_000).default(fallback).describe(description);

export const configSchema = z.object({
  ...serviceEnv(SERVICE_PORTS['chat-pipeline']),
  ...databaseEnv(),
  ...identityEnv(),
  ...detectionEnv(),
  ...providerCredentialsEnv(),
  ...sseEnv(),
  /** MEDIA_ANALYSIS_URL: where a turn's documents and images are read and inspected. */
  ...serviceUrlsEnv(callsOf('chat-pipeline')),
  HALLUCINATION_GUARD_URL: httpUrl()
    .optional()
    .describe('optional grounding component for `contexts`; unset: the built-in claim-by-claim check runs'),
  PROVIDER_CONNECT_TIMEOUT_MS: milliseconds(10_000, 'limit on connecting to a provider'),
  PROVIDER_FIRST_BYTE_TIMEOUT_MS: milliseconds(60_000, "limit on waiting for a provider's first byte"),
  PROVIDER_TOTAL_TIMEOUT_MS: milliseconds(300_000, "limit on a provider's whole reply"),
  AUTO_LOCK_JAILBREAK_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000)
    .default(5)
    .describe('rejected jailbreak prompts within AUTO_LOCK_WINDOW_MINUTES that lock a tenant for review'),
  AUTO_LOCK_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_080)
    .default(15)
    .describe('the window of AUTO_LOCK_JAILBREAK_ATTEMPTS'),
});

export type Config = z.output<typeof configSchema>;
