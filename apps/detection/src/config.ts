import { detectionEnv, identityEnv, postgresUrl, serviceEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(3102),
  DATABASE_URL: postgresUrl(),
  ...identityEnv(),
  ...detectionEnv(),
});

export type Config = z.output<typeof configSchema>;
