import { defaultServiceUrl, httpUrl, identityEnv, postgresUrl, SERVICE_PORTS, serviceEnv, sseEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(SERVICE_PORTS.sessions),
  DATABASE_URL: postgresUrl(),
  ...identityEnv(),
  ...sseEnv(),
  /** Where a session's message is filtered and answered (the pipeline's own, internal route). */
  CHAT_PIPELINE_URL: httpUrl().default(defaultServiceUrl('chat-pipeline')),
});

export type Config = z.output<typeof configSchema>;
