import { trace, type Context, type Span } from '@opentelemetry/api';
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace';

/** The attribute on every span of a request that names it as the logs do (`reqId`, `x-request-id`). */
export const REQUEST_ID_ATTRIBUTE = 'csg.request_id';

/** Marks the request's own spans; the processor below hands the id down to every span under them. */
export function markRequest(spans: (Span | undefined)[], requestId: string): void {
  for (const span of spans) span?.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
}

/** A span started under a span of a request (provider call, query, command) carries its request id. */
export const requestIdProcessor: SpanProcessor = {
  onStart(span, parentContext: Context) {
    const parent = trace.getSpan(parentContext) as Partial<ReadableSpan> | undefined;
    const id = parent?.attributes?.[REQUEST_ID_ATTRIBUTE];
    if (typeof id === 'string') span.setAttribute(REQUEST_ID_ATTRIBUTE, id);
  },
  onEnd: () => undefined,
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};
