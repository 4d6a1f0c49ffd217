import { stdSerializers } from 'pino';

type ErrorLike = Error & Record<string, unknown>;
/** What Fastify's logger options ask an `err` serializer to return. */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

const isError = (value: unknown): value is ErrorLike => value instanceof Error;

/**
 * drizzle wraps a failed query as `Failed query: <sql>\nparams: <values>`, and PostgreSQL's own
 * messages and details quote values (`invalid input syntax for type uuid: "…"`, `Key (username)=(…)`).
 * Either anywhere in an error's cause chain makes the whole error a database error.
 */
function databaseError(err: ErrorLike): { query?: string; postgres?: ErrorLike } | undefined {
  let query: string | undefined;
  let postgres: ErrorLike | undefined;
  const seen = new Set<unknown>();
  for (let e: unknown = err; isError(e) && !seen.has(e); e = e.cause) {
    seen.add(e);
    if (e.name === 'PostgresError' || (typeof e['code'] === 'string' && typeof e['severity'] === 'string'))
      postgres = e;
    else if ('params' in e && typeof e['query'] === 'string') query = e['query'];
  }
  return query !== undefined || postgres ? { query, postgres } : undefined;
}

/** The stack's frames without its first line(s), which repeat the message. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/**
 * pino's `err` serializer for every app. A database error keeps what an operator needs (the
 * SQLSTATE, the table and constraint, the statement with its placeholders, the frames) and never
 * its parameters, message or detail; any other error is serialized as pino always does.
 */
export function serializeError(err: Error): SerializedError {
  const database = isError(err) ? databaseError(err) : undefined;
  if (!database) return stdSerializers.err(err);
  const pg = database.postgres;
  return {
    type: err.name,
    message: 'database query failed',
    ...(pg && {
      code: pg['code'],
      severity: pg['severity'],
      table: pg['table_name'],
      constraint: pg['constraint_name'],
      routine: pg['routine'],
    }),
    ...(database.query !== undefined && { query: database.query }),
    stack: framesOf(err.stack),
  };
}
