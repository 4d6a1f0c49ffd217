import { BODY_TOO_LARGE_MESSAGE, frameworkBody, HttpError, notFoundHandler } from '@csg/errors';
import {
  clientResponseHeaders,
  forward,
  limitBody,
  readWhole,
  upstreamRequestHeaders,
  UpstreamError,
  type UpstreamFailure,
} from '@csg/http';
import { SSE_HEADERS_DUE_MS } from '@csg/sse';
import { abortWhenClientLeaves, BODY_LIMIT_BYTES, refuseUnreadBody, type App } from '@csg/server';
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { headersWaitForChatTurn, resolveUpstream } from '../../route-table.ts';

export const FAILURE_RESPONSES: Record<UpstreamFailure, [number, string]> = {
  unavailable: [502, 'Upstream service unavailable'],
  timeout: [504, 'Upstream service timed out'],
  too_large: [413, BODY_TOO_LARGE_MESSAGE],
  aborted: [499, 'Client closed request'],
};

/** Bodies up to this size (declared) are read whole and forwarded with their headers in one write. */
const WHOLE_BODY_BYTES = 64 * 1024;

const isEventStream = (contentType: string | string[] | undefined): boolean =>
  typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/event-stream');

/**
 * Streams the upstream body to the client until either side is done. Not stream.pipeline: it
 * aborts a signal of its own at every normal end, and the exception that builds is a measurable
 * share of a short chat turn. A client that leaves aborts the upstream request (see the route).
 *
 * Node holds the client's headers back until the first body write, and they leave with it; a
 * buffered chat stream sends its first frame only after the provider answered, so if that takes
 * longer than SSE_HEADERS_DUE_MS they go alone, and the client can tell an open stream from a
 * hung request.
 */
function relay(body: Readable, client: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const headersDue = setTimeout(() => {
      if (!client.destroyed) client.flushHeaders();
    }, SSE_HEADERS_DUE_MS);
    // What the upstream sent in one go (often the last frames and the end of the stream) leaves in
    // one write: each write is a system call, a large share of a short turn's cost.
    const { socket } = client;
    let corked = false;
    body.on('data', () => {
      clearTimeout(headersDue);
      if (corked || !socket) return;
      corked = true;
      socket.cork();
      setImmediate(() => {
        corked = false;
        socket.uncork();
      });
    });
    body.once('error', () => client.destroy());
    client.once('close', () => {
      clearTimeout(headersDue);
      if (!body.destroyed) body.destroy();
      resolve();
    });
    body.pipe(client);
  });
}

/** Answered at once; the rest of the body is read and thrown away so that the client can read it. */
function refuseTooLarge(request: FastifyRequest, reply: FastifyReply) {
  const [status, message] = FAILURE_RESPONSES.too_large;
  refuseUnreadBody(request, reply, frameworkBody(status, message));
}

export interface ProxyOptions {
  /** The wait for response headers on the routes that wait for a chat turn; every other route has its pool's. */
  eventStreamHeadersTimeoutMs: number;
}

/**
 * Everything that is not the edge's own /health goes to the app that owns its path prefix.
 * Bodies are streamed both ways, never parsed or buffered here, so SSE frames reach the client
 * as the upstream writes them.
 */
export async function proxyRoutes(app: App, { eventStreamHeadersTimeoutMs }: ProxyOptions) {
  // Leave every request body unread: the upstream app parses and validates it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Hidden from the OpenAPI document: the routes it forwards to are there, each from its own app.
  app.all('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const upstream = resolveUpstream(request.url);
    if (!upstream) return notFoundHandler(request, reply);

    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > BODY_LIMIT_BYTES) return refuseTooLarge(request, reply);
    const chunked = request.headers['transfer-encoding'] !== undefined;
    const hasBody = declared > 0 || chunked;

    const clientLeft = abortWhenClientLeaves(reply.raw);

    try {
      const body = !hasBody
        ? null
        : !chunked && declared <= WHOLE_BODY_BYTES
          ? await readWhole(request.raw)
          : limitBody(request.raw, BODY_LIMIT_BYTES);
      const response = await forward(app.upstreams.pool[upstream], {
        method: request.method,
        path: request.url,
        headers: upstreamRequestHeaders(request.headers, {
          clientAddress: request.socket.remoteAddress ?? '',
          requestId: request.id,
        }),
        body,
        signal: clientLeft,
        headersTimeoutMs: headersWaitForChatTurn(request.method, request.url) ? eventStreamHeadersTimeoutMs : undefined,
      });
      const headers = clientResponseHeaders(response.headers);
      if (isEventStream(response.headers['content-type'])) {
        reply.hijack();
        reply.raw.writeHead(response.statusCode, { ...headers, 'x-request-id': request.id });
        await relay(response.body, reply.raw);
        return;
      }
      return reply.code(response.statusCode).headers(headers).send(response.body);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      if (err.kind === 'too_large') return refuseTooLarge(request, reply);
      request.log.warn(
        { upstream, failure: err.kind, cause: (err.cause as { code?: string })?.code },
        'upstream request failed',
      );
      const [status, message] = FAILURE_RESPONSES[err.kind];
      throw new HttpError(status, message);
    }
  });
}
