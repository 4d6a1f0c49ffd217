import { principalOf, type RouteAuth } from '@csg/auth';
import { eventStreamResponse } from '@csg/contracts';
import { abortWhenClientLeaves } from '@csg/server';
import { openSseStream } from '@csg/sse';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionIdParamsSchema } from '../sessions/sessions.schemas.ts';
import { sendMessageSchema } from './messages.schemas.ts';
import type { MessagesService } from './messages.service.ts';

/** Sending is a chat write: JWT only, refused to the auditor (ROLE_NOT_FOR_CHAT) and the viewer. */
const SEND: RouteAuth = { accept: ['jwt'], roles: 'any', chatWrite: true };

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService; keepAliveMs: number }> = async (
  app,
  { messages, keepAliveMs },
) => {
  app.post(
    '/sessions/:id/messages',
    {
      config: { auth: SEND },
      // Only the stream is declared: a refusal is passed on as the pipeline wrote it, unserialised here.
      schema: {
        operationId: 'sendSessionMessage',
        summary: 'Send a message in a session; the answer is an event stream',
        params: sessionIdParamsSchema,
        body: sendMessageSchema,
        response: {
          200: eventStreamResponse("The turn's events, as on POST /chat/completions, with user_message_processed"),
        },
      },
    },
    async (request, reply) => {
      const left = abortWhenClientLeaves(reply.raw);
      const caller = {
        tenantId: principalOf(request).tenantId,
        authorization: request.headers.authorization ?? '',
        clientAddress: request.ip,
        requestId: request.id,
      };
      const refusal = await messages.send(caller, request.params.id, request.body, {
        signal: left,
        openStream: () => {
          reply.hijack();
          return openSseStream(reply.raw, { keepAliveMs, headers: { 'x-request-id': request.id } });
        },
      });
      // The pipeline's refusal (an unknown model, a licence, …) goes to the client as it was written,
      // under any status, so through the reply's untyped face (the route declares only its stream).
      if (refusal) {
        const untyped: FastifyReply = reply;
        return untyped
          .code(refusal.statusCode)
          .type(refusal.contentType || 'application/json')
          .send(refusal.body);
      }
      return reply;
    },
  );
};
