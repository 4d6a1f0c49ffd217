import type { ServiceHealth } from '@csg/contracts';
import type { ProbeResult } from '@csg/http';
import { z } from 'zod';
import { publicUrl } from './public-url.ts';

/** A component with a health endpoint of its own: the probe's answer is its health. */
export function readOwnHealth(result: ProbeResult): ServiceHealth {
  return { ...result, url: publicUrl(result.url) };
}

const text = (max: number) => z.string().transform((s) => s.slice(0, max));

/** media-analysis's GET /api/v1/health body: one verdict per component it serves. */
const ocrPart = z.object({
  healthy: z.boolean(),
  engines: z
    .array(z.object({ id: text(64), available: z.boolean(), reason: text(300).optional() }))
    .max(16)
    .optional(),
});
export type OcrServiceDetails = z.infer<typeof ocrPart>;
const plainPart = z.object({ healthy: z.boolean() });
const mediaComponentsBody = z.object({
  components: z.object({
    'ocr-service': ocrPart.optional(),
    'document-parser': plainPart.optional(),
    redactor: plainPart.optional(),
  }),
});

/** An app's GET /health body: one check per dependency. */
const checksBody = z.object({
  checks: z.record(z.string(), z.object({ healthy: z.boolean(), error: text(100).optional() })),
});

/** Why the OCR service is unhealthy: the engines that cannot read, each with its reason. */
function ocrError(part: OcrServiceDetails): string {
  const down = (part.engines ?? []).filter((engine) => !engine.available);
  if (down.length === 0) return 'unhealthy';
  const engines = down.map((engine) => (engine.reason ? `${engine.id} (${engine.reason})` : engine.id)).join(', ');
  return `OCR engines unavailable: ${engines}`;
}

/**
 * A component that shares its health answer with others: its own verdict from the body, whatever
 * the status says about the rest (media-analysis answers 503 when any one of them is unhealthy).
 */
function readPart(
  result: ProbeResult,
  part: { healthy: boolean; details?: unknown; error?: string } | undefined,
  name: string,
): ServiceHealth {
  const url = publicUrl(result.url);
  const base = { url, reachable: result.reachable, latencyMs: result.latencyMs };
  if (!result.reachable) return { ...base, healthy: false, ...(result.error && { error: result.error }) };
  if (!part) {
    const error = result.error ?? `the health answer has no verdict for ${name}`;
    return { ...base, healthy: false, error };
  }
  return {
    ...base,
    healthy: part.healthy,
    ...(part.healthy ? {} : { error: part.error ?? 'unhealthy' }),
    ...(part.details === undefined ? {} : { details: part.details }),
  };
}

/** ocr-service, document-parser or redactor, read from media-analysis's component answer. */
export function readMediaPart(
  result: ProbeResult,
  name: 'ocr-service' | 'document-parser' | 'redactor',
): ServiceHealth {
  const body = mediaComponentsBody.safeParse(result.details);
  const components = body.success ? body.data.components : {};
  if (name === 'ocr-service') {
    const ocr = components['ocr-service'];
    const part = ocr && { healthy: ocr.healthy, details: ocr, ...(ocr.healthy ? {} : { error: ocrError(ocr) }) };
    return readPart(result, part, name);
  }
  return readPart(result, components[name], name);
}

/** A component that is one check of an app's /health (doc-classifier in media-analysis). */
export function readHealthCheck(result: ProbeResult, check: string): ServiceHealth {
  const body = checksBody.safeParse(result.details);
  const verdict = body.success ? body.data.checks[check] : undefined;
  return readPart(result, verdict && { healthy: verdict.healthy, error: verdict.error }, check);
}

/**
 * An app's /health answer without one check that is a component of its own (doc-classifier in
 * media-analysis): that check failing is that component's finding, not the app's, so an answer
 * whose only failing check is it counts as healthy for the app.
 */
export function excludingCheck(result: ProbeResult, check: string): ProbeResult {
  if (result.healthy || result.error !== 'HTTP 503') return result;
  const body = checksBody.safeParse(result.details);
  if (!body.success || !(check in body.data.checks)) return result;
  const others = Object.entries(body.data.checks).filter(([name]) => name !== check);
  if (!others.every(([, verdict]) => verdict.healthy)) return result;
  return { url: result.url, reachable: true, healthy: true, latencyMs: result.latencyMs, details: result.details };
}

/**
 * gateway-core: the edge and every internal app, one entry (the specification's component id),
 * healthy only when all are; `details.apps` holds each app's own answer, keyed by app name.
 */
export function readGatewayCore(edgeUrl: string, apps: Record<string, ProbeResult>): ServiceHealth {
  const results = Object.entries(apps);
  const failing = results.filter(([, r]) => !r.healthy);
  return {
    url: publicUrl(edgeUrl),
    reachable: results.every(([, r]) => r.reachable),
    healthy: failing.length === 0,
    latencyMs: Math.max(0, ...results.map(([, r]) => r.latencyMs)),
    ...(failing.length === 0
      ? {}
      : { error: failing.map(([name, r]) => `${name}: ${r.error ?? 'unhealthy'}`).join('; ') }),
    details: { apps: Object.fromEntries(results.map(([name, r]) => [name, readOwnHealth(r)])) },
  };
}
