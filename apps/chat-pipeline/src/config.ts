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

const milliseconds = (fallback: number) => z.coerce.number().int().min(100).max(600_000).default(fallback);

export const configSchema = z.object({
  ...serviceEnv(SERVICE_PORTS['chat-pipeline']),
  ...databaseEnv(),
  ...identityEnv(),
  ...detectionEnv(),
  ...providerCredentialsEnv(),
  ...sseEnv(),
  /** MEDIA_ANALYSIS_URL: where a turn's documents and images are read and inspected. */
  ...serviceUrlsEnv(callsOf('chat-pipeline')),
  /** Optional grounding component for `contexts`; unset: the built-in claim-by-claim check runs. */
  HALLUCINATION_GUARD_URL: httpUrl().optional(),
  /** Provider call limits: connecting, waiting for the first byte, and the whole reply. */
  PROVIDER_CONNECT_TIMEOUT_MS: milliseconds(10_000),
  PROVIDER_FIRST_BYTE_TIMEOUT_MS: milliseconds(60_000),
  PROVIDER_TOTAL_TIMEOUT_MS: milliseconds(300_000),
  /** Rejected jailbreak attempts within the window that lock the tenant for review. */
  AUTO_LOCK_JAILBREAK_ATTEMPTS: z.coerce.number().int().min(1).max(1_000).default(5),
  AUTO_LOCK_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
});

export type Config = z.output<typeof configSchema>;
