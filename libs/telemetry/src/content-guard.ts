import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace';

/**
 * The last word on what a span may carry, whatever an instrumentation recorded: no query string
 * (a provider key in `?key=`, a token, a search), no error message (a driver's error quotes a
 * query's parameters; a validation error may quote the body), no exception text or stack (which
 * repeats the message). Names, routes, methods, status codes, hosts and error types stay.
 * It runs as a span ends (onEnding), while the span can still be changed.
 */
const URL_LIKE_KEY = /url|target|path/i;

export const REDACTED = '[REDACTED]';

export const contentGuard: SpanProcessor = {
  onStart: () => undefined,
  onEnding(span: Span) {
    for (const [key, value] of Object.entries(span.attributes)) {
      if (key === 'url.query') span.setAttribute(key, REDACTED);
      else if (typeof value === 'string' && URL_LIKE_KEY.test(key) && value.includes('?'))
        span.setAttribute(key, value.slice(0, value.indexOf('?')));
    }
    if (span.status.message !== undefined) span.setStatus({ code: span.status.code });
    for (const event of span.events) {
      if (!event.attributes) continue;
      delete event.attributes['exception.message'];
      delete event.attributes['exception.stacktrace'];
    }
  },
  onEnd: () => undefined,
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};
