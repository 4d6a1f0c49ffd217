import { postgresUrl, serviceEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(3103),
  DATABASE_URL: postgresUrl(),
});

export type Config = z.output<typeof configSchema>;
