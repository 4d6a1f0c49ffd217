import { callsOf, databaseEnv, identityEnv, SERVICE_PORTS, serviceEnv, serviceUrlsEnv, sseEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(SERVICE_PORTS.sessions),
  ...databaseEnv(),
  ...identityEnv(),
  ...sseEnv(),
  /** CHAT_PIPELINE_URL: where a session's message is filtered and answered (the pipeline's own, internal route). */
  ...serviceUrlsEnv(callsOf('sessions')),
});

export type Config = z.output<typeof configSchema>;
