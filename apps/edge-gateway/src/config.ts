import { EDGE_APP, SERVICE_NAMES, serviceEnv, serviceUrlsEnv } from '@csg/config';
import { z } from 'zod';

const milliseconds = (fallback: number, description: string) =>
  z.coerce.number().int().positive().default(fallback).describe(description);

export const configSchema = z.object({
  ...serviceEnv(EDGE_APP.port, '0.0.0.0'),
  /** Where each internal app is: `CHAT_PIPELINE_URL`, `DETECTION_URL`, … */
  ...serviceUrlsEnv(SERVICE_NAMES),
  UPSTREAM_HEADERS_TIMEOUT_MS: milliseconds(30_000, "the wait for an app's response headers, then 504"),
  /** Longer: an event stream's headers may follow a queued turn (route-table.ts names those routes). */
  UPSTREAM_SSE_HEADERS_TIMEOUT_MS: milliseconds(300_000, 'the same wait on the event-stream routes'),
  UPSTREAM_BODY_TIMEOUT_MS: milliseconds(600_000, 'the longest silence inside a response body'),
});

export type Config = z.output<typeof configSchema>;
