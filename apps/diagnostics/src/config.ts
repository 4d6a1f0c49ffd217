import { databaseEnv, SERVICE_PORTS, serviceEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(SERVICE_PORTS.diagnostics),
  ...databaseEnv(),
});

export type Config = z.output<typeof configSchema>;
