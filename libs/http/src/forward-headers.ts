import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** RFC 9110 §7.6.1: meaningful for one connection only, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

export interface ForwardContext {
  clientAddress: string;
  requestId: string;
}

/**
 * Headers for the upstream request: hop-by-hop dropped, the client address appended to
 * X-Forwarded-For, our request id set, and Host left to the client library (the upstream's own).
 */
export function upstreamRequestHeaders(incoming: IncomingHttpHeaders, ctx: ForwardContext): OutgoingHttpHeaders {
  const headers = withoutHopByHop(incoming);
  const host = headers.host;
  delete headers.host;
  const prior = incoming['x-forwarded-for'];
  const chain = (Array.isArray(prior) ? prior.join(', ') : prior)?.trim();
  headers['x-forwarded-for'] = chain ? `${chain}, ${ctx.clientAddress}` : ctx.clientAddress;
  headers['x-request-id'] = ctx.requestId;
  if (typeof host === 'string') headers['x-forwarded-host'] = host;
  return headers;
}

/** Headers of the upstream response as they go to the client. */
export function clientResponseHeaders(upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  return withoutHopByHop(upstream);
}
