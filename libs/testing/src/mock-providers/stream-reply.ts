import type { ServerResponse } from 'node:http';
import type { StreamContext, WireDialect } from './dialects/dialect.ts';
import type { MockFault } from './types.ts';

export interface StreamPlan {
  dialect: WireDialect;
  ctx: StreamContext;
  deltas: readonly string[];
  deltaDelayMs: number;
  fault: Exclude<MockFault, { kind: 'http' }> | undefined;
  /** Destroys the connection on the mock's side (not a client abort). */
  drop(): void;
}

/** Waits `ms`, or less when `signal` fires (the client went away, the server is closing). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Performs the fault due after `sent` deltas; true when it ended the stream. */
async function injectFault(
  response: ServerResponse,
  plan: StreamPlan,
  sent: number,
  live: AbortSignal,
): Promise<boolean> {
  const { fault, dialect } = plan;
  if (!fault || Math.min(fault.afterDeltas, plan.deltas.length) !== sent) return false;
  switch (fault.kind) {
    case 'stream-error':
      response.end(dialect.streamError(fault));
      break;
    case 'malformed':
      response.end(dialect.malformed);
      break;
    case 'truncate':
      response.end();
      break;
    case 'drop':
      plan.drop();
      break;
    case 'stall':
      await new Promise<void>((resolve) => {
        if (live.aborted) resolve();
        else live.addEventListener('abort', () => resolve(), { once: true });
      });
      break;
  }
  return true;
}

/** Writes the vendor's stream: opening frames, the deltas, the closing frames (usage, end marker). */
export async function streamReply(response: ServerResponse, plan: StreamPlan, live: AbortSignal): Promise<void> {
  const { dialect, ctx } = plan;
  response.writeHead(200, { 'content-type': dialect.contentType, 'cache-control': 'no-cache' });
  for (const frame of dialect.open(ctx)) response.write(frame);
  for (const [index, text] of plan.deltas.entries()) {
    if (await injectFault(response, plan, index, live)) return;
    if (index > 0) await pause(plan.deltaDelayMs, live);
    if (live.aborted) return;
    response.write(dialect.delta(text, ctx));
  }
  if (await injectFault(response, plan, plan.deltas.length, live)) return;
  for (const frame of dialect.close(ctx)) response.write(frame);
  response.end();
}
