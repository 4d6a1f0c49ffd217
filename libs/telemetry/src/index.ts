/**
 * Tracing starts here, before the app's modules load (each main.ts awaits it first), so the
 * instrumentations can hook the modules as they are imported. Without OTEL_EXPORTER_OTLP_ENDPOINT
 * nothing of OpenTelemetry is imported: a chat turn pays nothing for tracing that is off.
 * The variable itself is validated with each app's config (serviceEnv in @csg/config).
 */
type SqlInstrumentation = <T extends object>(sql: T) => T;

let instrumentSql: SqlInstrumentation | undefined;

export async function startTracing(service: string): Promise<void> {
  if (!process.env['OTEL_EXPORTER_OTLP_ENDPOINT']) return;
  const { startSdk } = await import('./sdk.ts');
  await startSdk(service);
  ({ traceQueries: instrumentSql } = await import('./postgres-spans.ts'));
}

/** Wraps a postgres.js client so its queries get spans, once tracing started; else undefined. */
export const sqlInstrumentation = (): SqlInstrumentation | undefined => instrumentSql;
