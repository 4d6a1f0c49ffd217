import { isIP } from 'node:net';
import { z } from 'zod';

/** Building blocks for each app's environment schema. */

export const port = (defaultPort: number) => z.coerce.number().int().min(0).max(65535).default(defaultPort);

export const httpUrl = () =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).transform((u) => u.replace(/\/+$/, ''));

export const postgresUrl = () => z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' });

export const redisUrl = () => z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' });

export const logLevel = () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');

export const booleanFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(defaultValue ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

const isAddressOrCidr = (entry: string) => {
  const [address = '', bits] = entry.split('/');
  if (!isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
};

/** A comma-separated list of IP addresses or CIDR ranges, e.g. `127.0.0.1,10.0.0.0/8`. */
export const addressList = () =>
  z
    .string()
    .default('')
    .transform((raw) =>
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isAddressOrCidr), 'must be a comma-separated list of IP addresses or CIDR ranges');

/** The variables every app reads. */
export const serviceEnv = (defaultPort: number, defaultHost = '127.0.0.1') => ({
  HOST: z.string().min(1).default(defaultHost),
  PORT: port(defaultPort),
  LOG_LEVEL: logLevel(),
  TRUSTED_PROXIES: addressList(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Human-readable log lines for a terminal; unset, one JSON object a line as log collectors expect. */
  LOG_PRETTY: booleanFlag(false),
  /**
   * An OTLP/HTTP collector (e.g. `http://127.0.0.1:4318`): set, the app sends its traces there; unset,
   * nothing of OpenTelemetry is loaded. Read by @csg/telemetry before the app loads, validated here.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl().optional(),
});

/** The variables of every app that keeps data in PostgreSQL. */
export const databaseEnv = () => ({
  DATABASE_URL: postgresUrl(),
  /**
   * Whether the app brings the schema up to date as it starts. `npm start` and a lone app keep the
   * default; the container deployments run one migration step first and set it to false, so no
   * app needs the right to change the schema and a failed migration is one job's error, not a
   * crash loop of every app.
   */
  MIGRATE_ON_START: booleanFlag(true),
});

/** The variables of every app that answers with event streams. */
export const sseEnv = () => ({
  /** How long an open event stream may stay silent before it writes a keep-alive comment. */
  SSE_KEEP_ALIVE_MS: z.coerce.number().int().min(10).max(300_000).default(15_000),
});
