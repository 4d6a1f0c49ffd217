import { httpUrl, identityEnv, postgresUrl, serviceEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(3104),
  DATABASE_URL: postgresUrl(),
  ...identityEnv(),
  /** Where a session's message is filtered and answered (the pipeline's own, internal route). */
  CHAT_PIPELINE_URL: httpUrl().default('http://127.0.0.1:3101'),
});

export type Config = z.output<typeof configSchema>;
