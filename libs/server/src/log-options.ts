import type { FastifyRequest } from 'fastify';
import { serializeError } from './error-serializer.ts';

/** Field names whose values are credentials wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'apiKey',
  'api_key',
  'key',
  'secret',
  'token',
  'access_token',
  'accessToken',
  'refresh_token',
  'authorization',
  'cookie',
];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

const SECRET_QUERY_PARAM = /token|key|password|secret|signature|auth|code|session/i;

/** The URL as logged: values of query parameters that look like credentials are replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of new Set(params.keys())) {
    if (SECRET_QUERY_PARAM.test(name)) params.set(name, '[REDACTED]');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

/**
 * pino-pretty in pino's worker thread, so the app's own thread neither loads nor runs it. It
 * formats lines already redacted: redaction happens before a line leaves the app's thread.
 */
export const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
};

/** `pretty`: readable lines for a terminal (LOG_PRETTY); else one JSON object a line. */
export function loggerOptions(service: string, level: string, pretty = false) {
  return {
    level,
    ...(pretty ? { transport: PRETTY_TRANSPORT } : {}),
    base: { service },
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      // Method, redacted URL and client address only: never headers or bodies.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
  };
}
