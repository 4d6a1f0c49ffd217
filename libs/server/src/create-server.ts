import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { BODY_TOO_LARGE_MESSAGE, errorHandler, frameworkBody, notFoundHandler } from '@csg/errors';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES } from './body-limit.ts';
import { loggerOptions } from './log-options.ts';
import { createProxyTrust } from './proxy-trust.ts';
import { refuseUnreadBody } from './refuse-unread-body.ts';
import { refuseUnstorableText } from './storable-text.ts';

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

export interface ServerOptions {
  service: string;
  logLevel: string;
  /** Readable log lines (LOG_PRETTY); unset, JSON lines. */
  logPretty?: boolean;
  trustedProxies: readonly string[];
  /**
   * The code of an error that means the database cannot be reached (then 503), else undefined.
   * Given by the database-backed apps only, so the edge never loads the driver.
   */
  databaseUnavailableCode?: (error: unknown) => string | undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A Fastify instance with what every app shares: zod validation (unknown body fields stripped),
 * the central error handler, redacting pino logs, request ids, and X-Forwarded-For honoured only
 * from trusted proxies.
 */
export function createServer(options: ServerOptions): App {
  const trusted = createProxyTrust(options.trustedProxies);
  const app = Fastify({
    logger: loggerOptions(options.service, options.logLevel, options.logPretty),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: (address: string) => trusted(address),
    genReqId: (req: IncomingMessage) => {
      const fromProxy = req.headers['x-request-id'];
      return typeof fromProxy === 'string' && REQUEST_ID.test(fromProxy) && trusted(req.socket.remoteAddress)
        ? fromProxy
        : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(function handleError(err: FastifyError, request, reply) {
    // Fastify refuses a body over the limit before reading all of it, and would close the
    // connection under a client still uploading: the client must be able to read its 413.
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && !request.raw.complete) {
      return refuseUnreadBody(request, reply, frameworkBody(413, BODY_TOO_LARGE_MESSAGE));
    }
    // A database that is down or restarting is the service's state, not a fault of the request: 503,
    // logged by its code alone (drizzle's message quotes the query's parameters).
    const code = options.databaseUnavailableCode?.(err);
    if (code === undefined) return errorHandler.call(this, err, request, reply);
    request.log.warn({ code }, 'database unavailable');
    return reply.code(503).send(frameworkBody(503, 'Service Unavailable'));
  });
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('preHandler', refuseUnstorableText);
  // Node's server.close() only drops connections idle at that moment; a keep-alive connection
  // whose request was in flight would hold the close open, so it is ended once answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket.end();
  });
  return app;
}
