import { postgresUrl, SERVICE_PORTS, serviceEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(SERVICE_PORTS['media-analysis']),
  DATABASE_URL: postgresUrl(),
});

export type Config = z.output<typeof configSchema>;
