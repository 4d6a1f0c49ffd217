import { principalOf, type RouteAuth } from '@csg/auth';
import { completionBodySchema, eventStreamResponse, SESSION_TURN_PATH, sessionTurnBodySchema } from '@csg/contracts';
import { frameworkErrorSchema } from '@csg/errors';
import { abortWhenClientLeaves } from '@csg/server';
import { openSseStream } from '@csg/sse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { turnFailure, type ChatService, type ChatTurn, type RunOptions } from './chat.service.ts';

/** API key or JWT; the auditor is refused chat (ROLE_NOT_FOR_CHAT) and the viewer every write. */
export const CHAT_AUTH: RouteAuth = { accept: ['jwt', 'api_key'], roles: 'any', chatWrite: true };
/** A session turn carries the signed-in user's own token: sessions are JWT only. */
const SESSION_TURN_AUTH: RouteAuth = { accept: ['jwt'], roles: 'any', chatWrite: true };

/** The caller's own credential and request id, for the media-analysis calls a turn with attachments makes. */
export const forwarded = (request: FastifyRequest) => ({
  authorization: request.headers.authorization ?? '',
  requestId: request.id,
});

const TURN_STREAM = eventStreamResponse("The turn's events, from input filtering to the filtered answer");

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; keepAliveMs: number }> = async (
  app,
  { chat, keepAliveMs },
) => {
  /** Streams a prepared turn; once the stream is open a failure can only be the generic error frame. */
  const stream = async (
    request: FastifyRequest,
    reply: FastifyReply,
    turn: ChatTurn,
    options: Omit<RunOptions, 'signal'> = {},
  ) => {
    reply.hijack();
    const sse = openSseStream(reply.raw, { keepAliveMs, headers: { 'x-request-id': request.id } });
    // The client leaving aborts the provider call.
    const left = abortWhenClientLeaves(reply.raw);
    try {
      await chat.run(turn, sse, { ...options, signal: left });
    } catch (error) {
      if (!left.aborted) {
        request.log.error({ err: turnFailure(error) }, 'chat stream failed');
      }
      sse.fail();
    }
  };

  app.post(
    '/chat/completions',
    {
      config: { auth: CHAT_AUTH, licence: 'chat' },
      schema: {
        operationId: 'createChatCompletion',
        summary: 'Filtered chat completion; the answer is an event stream',
        body: completionBodySchema,
        response: { 200: TURN_STREAM, 400: frameworkErrorSchema },
      },
    },
    async (request, reply) => {
      const turn = await chat.prepare(request.body, principalOf(request), request.ip, { forward: forwarded(request) });
      await stream(request, reply, turn);
    },
  );

  app.post(
    SESSION_TURN_PATH,
    {
      config: { auth: SESSION_TURN_AUTH, licence: 'chat' },
      schema: {
        operationId: 'runSessionTurn',
        summary: 'Internal: one turn of a session, called by the sessions app',
        body: sessionTurnBodySchema,
        response: { 200: TURN_STREAM, 400: frameworkErrorSchema },
      },
    },
    async (request, reply) => {
      const { message_id: messageId, ...body } = request.body;
      const turn = await chat.prepare(body, principalOf(request), request.ip, {
        fitWindow: true,
        forward: forwarded(request),
      });
      await stream(request, reply, turn, { forwardUserMessage: { messageId } });
    },
  );
};
