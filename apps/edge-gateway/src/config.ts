import { httpUrl, serviceEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(3000, '0.0.0.0'),
  CHAT_PIPELINE_URL: httpUrl().default('http://127.0.0.1:3101'),
  DETECTION_URL: httpUrl().default('http://127.0.0.1:3102'),
  MEDIA_ANALYSIS_URL: httpUrl().default('http://127.0.0.1:3103'),
  SESSIONS_URL: httpUrl().default('http://127.0.0.1:3104'),
  ADMIN_URL: httpUrl().default('http://127.0.0.1:3105'),
  DIAGNOSTICS_URL: httpUrl().default('http://127.0.0.1:3106'),
  UPSTREAM_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
  UPSTREAM_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(600_000),
});

export type Config = z.output<typeof configSchema>;
