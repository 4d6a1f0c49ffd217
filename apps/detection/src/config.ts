import { databaseEnv, detectionEnv, identityEnv, SERVICE_PORTS, serviceEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(SERVICE_PORTS.detection),
  ...databaseEnv(),
  ...identityEnv(),
  ...detectionEnv(),
});

export type Config = z.output<typeof configSchema>;
