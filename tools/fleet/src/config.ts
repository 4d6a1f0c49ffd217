import { resolve } from 'node:path';
import { EDGE_APP, INTERNAL_PORT_BASE, port, postgresUrl, shutdownGrace } from '@csg/config';
import { z } from 'zod';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** The launcher's own settings; everything else in the environment passes through to the apps. */
export const fleetConfigSchema = z.object({
  DATABASE_URL: postgresUrl().optional().describe('PostgreSQL URL for the fleet; unset: an embedded PostgreSQL'),
  EDGE_HOST: z.string().min(1).default('0.0.0.0').describe("the edge's listen address"),
  EDGE_PORT: port(EDGE_APP.port).describe("the edge's port; 0: any free port"),
  INTERNAL_PORT_BASE: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_000)
    .default(INTERNAL_PORT_BASE)
    .describe('the internal apps listen on loopback at base+1 … base+6; 0: each takes any free port'),
  EMBEDDED_PG_PORT: port(54329).describe("the embedded PostgreSQL's port (127.0.0.1 only)"),
  EMBEDDED_PG_DATA_DIR: z
    .string()
    .min(1)
    .default(resolve(ROOT, '.data/postgres'))
    .describe("the embedded PostgreSQL's data, kept across restarts"),
  FLEET_SECRETS_DIR: z
    .string()
    .min(1)
    .default(resolve(ROOT, '.data/secrets'))
    .describe('where the secrets generated for a fleet started without them are kept (mode 0600)'),
  SHUTDOWN_GRACE_MS: shutdownGrace(),
  /** jemalloc gives memory back after a burst; glibc's keeps it. */
  FLEET_ALLOCATOR: z
    .enum(['auto', 'jemalloc', 'system'])
    .default('auto')
    .describe(
      "the apps' malloc: jemalloc when Debian's libjemalloc2 is installed (auto), required (jemalloc), or glibc's (system)",
    ),
});

export type FleetConfig = z.output<typeof fleetConfigSchema>;
