import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * postgres.js has no OpenTelemetry instrumentation, so the client drizzle queries through is
 * wrapped: each `unsafe(text, params)` call (how drizzle runs every query, in or out of a
 * transaction) gets a client span named after the statement's operation (SELECT, INSERT, ...).
 * Never the statement's text or parameters: the operation and the database system alone.
 * A failed query records its SQLSTATE code, never the driver's message (which may quote values).
 */
const tracer = trace.getTracer('@csg/telemetry/postgres');

interface PendingQuery {
  then: PromiseLike<unknown>['then'];
}
type Unsafe = (text: string, ...rest: unknown[]) => PendingQuery;
type Begin = (...args: unknown[]) => unknown;

const OPERATION = /^\s*(?:--[^\n]*\n\s*)*([a-z]+)/i;

export function operationOf(text: string): string {
  return OPERATION.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
}

/** The query runs when first awaited: its span starts there and ends when it settles. */
function traced(query: PendingQuery, operation: string): PendingQuery {
  const then = query.then.bind(query);
  query.then = (onFulfilled, onRejected) => {
    const span = tracer.startSpan(operation, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation },
    });
    return then(
      (value) => {
        span.end();
        return onFulfilled ? onFulfilled(value) : value;
      },
      (error: unknown) => {
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string') span.setAttribute('db.response.status_code', code);
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        if (onRejected) return onRejected(error);
        throw error;
      },
    ) as never;
  };
  return query;
}

export function traceQueries<T extends object>(sql: T): T {
  return new Proxy(sql, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'unsafe' && typeof value === 'function') {
        const unsafe = value as Unsafe;
        return (text: string, ...rest: unknown[]) => traced(unsafe.call(target, text, ...rest), operationOf(text));
      }
      if ((property === 'begin' || property === 'savepoint') && typeof value === 'function') {
        // A transaction's queries go through its own client: wrapped as it is handed over.
        const begin = value as Begin;
        return (...args: unknown[]) =>
          begin.call(
            target,
            ...args.map((arg) =>
              typeof arg === 'function' ? (tx: object) => (arg as (tx: object) => unknown)(traceQueries(tx)) : arg,
            ),
          );
      }
      return value;
    },
  });
}
