export { createUpstreamPool } from './pools.ts';
export type { PoolOptions } from './pools.ts';
export { clientResponseHeaders, upstreamRequestHeaders } from './forward-headers.ts';
export type { ForwardContext } from './forward-headers.ts';
export { forward, limitBody, UpstreamError } from './forwarder.ts';
export type { ForwardRequest, ForwardResponse, UpstreamFailure } from './forwarder.ts';
export { PROBE_TIMEOUT_MS, probeHealth } from './health-prober.ts';
export type { ProbeResult } from './health-prober.ts';
