/**
 * Response headers of every event stream. `X-Accel-Buffering: no` stops nginx-style proxies from
 * holding frames back; `Cache-Control: no-cache` keeps caches from replaying a finished stream.
 */
export const SSE_HEADERS = Object.freeze({
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const);
