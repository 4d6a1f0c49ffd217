import { subscribe } from 'node:diagnostics_channel';
import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { contentGuard } from './content-guard.ts';
import { markRequest, requestIdProcessor } from './request-id.ts';

/**
 * The OpenTelemetry SDK of one app. Spans leave over OTLP/HTTP (JSON, which every collector takes)
 * to OTEL_EXPORTER_OTLP_ENDPOINT, batched (OTEL_BSP_* tune it). What is traced:
 * - http: each request's server span, whose `traceparent` continues the caller's trace;
 * - undici: outgoing calls (the edge forwarding to an app, an app calling a provider or another
 *   app) and the `traceparent` they carry, so a request through the edge is one trace;
 * - @fastify/otel: the route, hooks and handler under the server span;
 * - ioredis: Redis commands (name only, never the arguments: keys can name a user);
 * - PostgreSQL: postgres-spans.ts, through the client the app's database plugin wraps.
 * Headers are never recorded (no instrumentation is given any to record); contentGuard removes
 * query strings and error text whatever an instrumentation recorded.
 */
const HEALTH_PATH = '/health';

export async function startSdk(service: string): Promise<void> {
  // ESM modules are patched through import-in-the-middle's loader hook, which must be in place
  // before the app's modules are imported; the channel limits it to the modules instrumented.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const sdk = new NodeSDK({
    serviceName: service,
    spanProcessors: [
      requestIdProcessor,
      contentGuard,
      // The SDK's processor no longer reads the standard OTEL_BSP_SCHEDULE_DELAY itself.
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter(),
        scheduledDelayMillis: Number(process.env['OTEL_BSP_SCHEDULE_DELAY']) || undefined,
      }),
    ],
    instrumentations: [
      // Liveness probes and the launcher's polling would be a trace every few seconds each.
      new HttpInstrumentation({
        requireParentforOutgoingSpans: true,
        ignoreIncomingRequestHook: (request) => request.url === HEALTH_PATH,
      }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: HEALTH_PATH,
        recordExceptions: false,
        // The request id the logs carry (the edge's, reused by the apps behind it), on the
        // server span too, which began before Fastify named the request.
        requestHook: (span, request: FastifyRequest) => markRequest([span, trace.getActiveSpan()], request.id),
      }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();

  // Spans still batched when the app closes are sent before the process exits.
  subscribe('fastify.initialization', (message) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onClose', () => sdk.shutdown());
  });
}
