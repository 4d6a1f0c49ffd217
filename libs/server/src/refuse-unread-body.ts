import type { FrameworkErrorBody } from '@csg/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BODY_LIMIT_BYTES } from './body-limit.ts';

/** How much of a refused body is read and thrown away before the connection is closed anyway. */
export interface DiscardBounds {
  maxBytes: number;
  maxMs: number;
}

/**
 * Another twice the limit: a declared length is refused before any of its bytes are read, and a
 * client that sends 60 MB must still get its answer. 30 s, as nginx's `lingering_time`.
 */
export const DISCARD_BOUNDS: DiscardBounds = { maxBytes: 2 * BODY_LIMIT_BYTES, maxMs: 30_000 };

/**
 * Answers a request whose body will not be used (413) so that the client can read the answer.
 * Node closes a `Connection: close` response's socket as soon as the answer is written; a client
 * still uploading then meets a reset, and its own system drops the answer it had not read yet
 * (EPIPE or ECONNRESET instead of the 413). So the answer is written at once, whole (by its
 * Content-Length), the rest of the body is read and thrown away, and the response ends, which
 * closes the connection, once the client has sent it all or the bounds are reached.
 */
export function refuseUnreadBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: FrameworkErrorBody,
  bounds: DiscardBounds = DISCARD_BOUNDS,
): void {
  reply.hijack();
  const req = request.raw;
  const res = reply.raw;
  const payload = JSON.stringify(body);
  res.writeHead(body.statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    connection: 'close',
    'x-request-id': request.id,
  });
  if (req.complete) {
    res.end(payload);
    return;
  }
  res.write(payload);

  let discarded = 0;
  const close = () => {
    clearTimeout(timer);
    req.off('data', discard).off('end', close).off('close', close);
    res.end();
  };
  const discard = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > bounds.maxBytes) close();
  };
  const timer = setTimeout(close, bounds.maxMs);
  // A body piped elsewhere before the refusal (the edge's forwarder) now goes nowhere but here.
  req.unpipe();
  req.on('data', discard).once('end', close).once('close', close);
  req.resume();
}
