import { request } from 'undici';

export interface ProbeResult {
  url: string;
  reachable: boolean;
  healthy: boolean;
  latencyMs: number;
  error?: string;
  details?: unknown;
}

/** The specification's cap for one health probe. */
export const PROBE_TIMEOUT_MS = 3_000;

/** A health body is a few hundred bytes; past this it is not read (nor kept as details). */
export const MAX_HEALTH_BODY_BYTES = 64 * 1024;

/** The body as text, or undefined when it is longer than the cap (the rest is not read). */
async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    // Leaving the loop destroys the stream, so an endless body costs no more than the cap.
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Why a 2xx answer is not the component's, or undefined. A body that says it is JSON and is not
 * (a crashed serializer, a truncated write) is broken, and an HTML page is a web app or a proxy
 * answering in the component's place (a catch-all route); a plain-text "ok" is an answer, as
 * docs/components.md allows.
 */
function notAHealthAnswer(contentType: string, text: string | undefined, details: unknown): string | undefined {
  if (/\bjson\b/i.test(contentType) && text !== undefined && details === undefined) return 'malformed JSON';
  if (/^\s*text\/html\b/i.test(contentType)) return 'an HTML page, not a health answer';
  return undefined;
}

async function probeOne(url: string, timeoutMs: number): Promise<ProbeResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Headers mean the process answered: a failure after them is the app's, not the network's.
  let answered = false;
  try {
    const res = await request(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
    answered = true;
    const text = await readCapped(res.body, MAX_HEALTH_BODY_BYTES);
    const details = parseJson(text);
    const success = res.statusCode >= 200 && res.statusCode < 300;
    const fault = success ? notAHealthAnswer(String(res.headers['content-type'] ?? ''), text, details) : undefined;
    const healthy = success && fault === undefined;
    return {
      url,
      reachable: true,
      healthy,
      latencyMs: elapsed(),
      ...(healthy ? {} : { error: fault ?? `HTTP ${res.statusCode}` }),
      ...(details === undefined ? {} : { details }),
    };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    const code = (err as { code?: unknown }).code;
    return {
      url,
      reachable: answered,
      healthy: false,
      latencyMs: elapsed(),
      error: timedOut ? 'timeout' : typeof code === 'string' ? code : 'unreachable',
    };
  }
}

/** One GET each, all in parallel, each capped; a failure is a result, never a throw. */
export async function probeHealth(
  targets: Record<string, string>,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Record<string, ProbeResult>> {
  const entries = await Promise.all(
    Object.entries(targets).map(async ([name, url]) => [name, await probeOne(url, timeoutMs)] as const),
  );
  return Object.fromEntries(entries);
}
