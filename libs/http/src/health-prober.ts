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

async function probeOne(url: string, timeoutMs: number): Promise<ProbeResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Headers mean the process answered: a failure after them is the app's, not the network's.
  let answered = false;
  try {
    const res = await request(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) });
    answered = true;
    const text = await res.body.text();
    let details: unknown;
    try {
      details = JSON.parse(text);
    } catch {
      details = undefined;
    }
    const healthy = res.statusCode >= 200 && res.statusCode < 300;
    return {
      url,
      reachable: true,
      healthy,
      latencyMs: elapsed(),
      ...(healthy ? {} : { error: `HTTP ${res.statusCode}` }),
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
