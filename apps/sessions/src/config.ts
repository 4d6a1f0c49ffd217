import { identityEnv, postgresUrl, serviceEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(3104),
  DATABASE_URL: postgresUrl(),
  ...identityEnv(),
});

export type Config = z.output<typeof configSchema>;
