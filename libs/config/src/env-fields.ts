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

/** How long in-flight requests get on shutdown: the apps' and the launcher's, which waits for theirs. */
export const shutdownGrace = () =>
  z.coerce.number().int().min(0).default(10_000).describe('how long in-flight requests get to finish on shutdown');

/** The variables every app reads. */
export const serviceEnv = (defaultPort: number, defaultHost = '127.0.0.1') => ({
  HOST: z.string().min(1).default(defaultHost).describe('the address the app listens on'),
  PORT: port(defaultPort).describe('the port the app listens on; 0: any free port'),
  LOG_LEVEL: logLevel().describe('pino level: fatal, error, warn, info, debug, trace or silent'),
  TRUSTED_PROXIES: addressList().describe(
    'addresses/CIDRs whose X-Forwarded-For and X-Request-Id are believed (`npm start` gives the apps 127.0.0.1,::1)',
  ),
  SHUTDOWN_GRACE_MS: shutdownGrace(),
  LOG_PRETTY: booleanFlag(false).describe(
    'true: human-readable log lines for a terminal; unset, one JSON object a line as log collectors expect',
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl()
    .optional()
    .describe(
      'an OTLP/HTTP collector (e.g. http://127.0.0.1:4318): set, traces go there; unset, OpenTelemetry is not loaded',
    ),
});

/** The variables of every app that keeps data in PostgreSQL. */
export const databaseEnv = () => ({
  DATABASE_URL: postgresUrl().describe('PostgreSQL URL (`npm start` gives its own or the embedded one)'),
  /**
   * Whether the app brings the schema up to date as it starts. `npm start` and a lone app keep the
   * default; the container deployments run one migration step first and set it to false, so no
   * app needs the right to change the schema and a failed migration is one job's error, not a
   * crash loop of every app.
   */
  MIGRATE_ON_START: booleanFlag(true).describe(
    'bring the schema up to date at start (under an advisory lock); the container deployments migrate once first and set false',
  ),
});

/** The variables of every app that answers with event streams. */
export const sseEnv = () => ({
  /** How long an open event stream may stay silent before it writes a keep-alive comment. */
  SSE_KEEP_ALIVE_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(300_000)
    .default(15_000)
    .describe('an event stream silent this long writes a `: keep-alive` comment line'),
});
