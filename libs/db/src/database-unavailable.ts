import postgres from 'postgres';

/** postgres.js's own names for a connection that closed, ended, was destroyed or never completed. */
const DRIVER_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);

/** The socket's failures, as postgres.js passes them on to the queries of the connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), and 57P01-57P03
 * (terminated by an administrator or a shutdown, crash recovery, "the database system is starting
 * up").
 */
const isUnavailableState = (state: string) => state.startsWith('08') || /^57P0[123]$/.test(state);

function ownCode(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return undefined;
  if (DRIVER_CODES.has(code)) return code;
  if (error instanceof postgres.PostgresError) return isUnavailableState(code) ? code : undefined;
  // postgres.js attaches the failed query to every error it rejects a query with; a socket code
  // without it is some other client's (an HTTP call's), not the database's.
  return SOCKET_CODES.has(code) && 'query' in error ? code : undefined;
}

/**
 * The code (ECONNREFUSED, CONNECTION_CLOSED, 57P03…) when `error` says the database cannot be
 * reached or is restarting, looking through drizzle's wrapping (`cause`); undefined for any other
 * error, a query's own fault included. The code alone is safe to log: driver messages and drizzle's
 * can name hosts, and drizzle's quote the query's parameters.
 */
export function databaseUnavailableCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const code = ownCode(e);
    if (code) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
