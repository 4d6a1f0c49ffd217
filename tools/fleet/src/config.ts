import { resolve } from 'node:path';
import { EDGE_APP, INTERNAL_PORT_BASE, port, postgresUrl } from '@csg/config';
import { z } from 'zod';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** The launcher's own settings; everything else in the environment passes through to the apps. */
export const fleetConfigSchema = z.object({
  DATABASE_URL: postgresUrl().optional(),
  EDGE_HOST: z.string().min(1).default('0.0.0.0'),
  EDGE_PORT: port(EDGE_APP.port),
  /** The internal apps listen on loopback at base+1 … base+6; 0 lets each take any free port. */
  INTERNAL_PORT_BASE: z.coerce.number().int().min(0).max(65_000).default(INTERNAL_PORT_BASE),
  EMBEDDED_PG_PORT: port(54329),
  EMBEDDED_PG_DATA_DIR: z.string().min(1).default(resolve(ROOT, '.data/postgres')),
  /** Where the launcher keeps the secrets it generated for a fleet started without them. */
  FLEET_SECRETS_DIR: z.string().min(1).default(resolve(ROOT, '.data/secrets')),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** The apps' malloc: jemalloc when installed (`auto`), required (`jemalloc`), or glibc's (`system`). */
  FLEET_ALLOCATOR: z.enum(['auto', 'jemalloc', 'system']).default('auto'),
});

export type FleetConfig = z.output<typeof fleetConfigSchema>;
