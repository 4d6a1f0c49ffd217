import { detectionEnv, identityEnv, postgresUrl, SERVICE_PORTS, serviceEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(SERVICE_PORTS.detection),
  DATABASE_URL: postgresUrl(),
  ...identityEnv(),
  ...detectionEnv(),
});

export type Config = z.output<typeof configSchema>;
