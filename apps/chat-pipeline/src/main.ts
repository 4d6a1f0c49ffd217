import { startTracing } from '@csg/telemetry';

// Tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) must start before the app's modules load, so
// they are imported only after it.
await startTracing('chat-pipeline');
const { runService } = await import('@csg/server');
const { buildApp } = await import('./app.ts');
const { configSchema } = await import('./config.ts');

await runService('chat-pipeline', configSchema, buildApp);
