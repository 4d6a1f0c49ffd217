import autocannon from 'autocannon';
import { summarise, type LatencySummary } from '../stats.ts';

/**
 * One load phase with autocannon: `connections` clients, each sending the next request as soon as
 * the previous response has been read to its end, for `seconds`. Each latency is autocannon's own
 * per-response figure (request written → last byte parsed), kept at full precision here rather
 * than from its whole-millisecond histogram. A response that is not 2xx or whose body fails
 * `verify` counts as a failure and is left out of the latencies.
 */
export interface LoadPhase {
  url: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  seconds: number;
  verify: (body: string) => boolean;
}

export interface LoadResult extends LatencySummary {
  failures: number;
}

export async function runLoad(phase: LoadPhase): Promise<LoadResult> {
  const samples: number[] = [];
  let pending: number | undefined;
  let rejected = 0;
  const instance = autocannon({
    url: phase.url,
    method: 'POST',
    headers: phase.headers,
    body: phase.body,
    connections: phase.connections,
    duration: phase.seconds,
    timeout: 30,
    // Runs right after the 'response' event of the same response.
    verifyBody: (body) => {
      const ok = phase.verify(body);
      if (ok && pending !== undefined) samples.push(pending);
      else rejected += 1;
      pending = undefined;
      return ok;
    },
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    pending = status >= 200 && status < 300 ? ms : undefined;
  });
  const result = await instance;
  return {
    ...summarise(samples, result.duration * 1000),
    failures: rejected + result.errors,
  };
}

/** A body that ends with the stream's end marker, after at least one `needle`. */
export const endsWith =
  (...needles: string[]) =>
  (body: string): boolean =>
    body.trimEnd().endsWith('data: [DONE]') && needles.every((n) => body.includes(n));
