import { postgresUrl, serviceEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(3104),
  DATABASE_URL: postgresUrl(),
});

export type Config = z.output<typeof configSchema>;
