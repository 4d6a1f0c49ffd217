import { EDGE_APP, SERVICE_NAMES, serviceEnv, serviceUrlsEnv } from '@csg/config';
import { z } from 'zod';

export const configSchema = z.object({
  ...serviceEnv(EDGE_APP.port, '0.0.0.0'),
  /** Where each internal app is: `CHAT_PIPELINE_URL`, `DETECTION_URL`, … */
  ...serviceUrlsEnv(SERVICE_NAMES),
  /** The wait for an app's response headers; a hung app gets a 504 after it. */
  UPSTREAM_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** The same wait on the event-stream routes (route-table.ts), whose headers may follow a queued turn. */
  UPSTREAM_SSE_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
  /** The longest silence inside a response body. */
  UPSTREAM_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(600_000),
});

export type Config = z.output<typeof configSchema>;
