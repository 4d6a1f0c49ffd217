import { principalOf, type RouteAuth } from '@csg/auth';
import { frameworkErrorSchema } from '@csg/errors';
import { openSseStream } from '@csg/sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completionBodySchema } from './chat.schemas.ts';
import type { ChatService } from './chat.service.ts';

/** API key or JWT; the auditor is refused chat (ROLE_NOT_FOR_CHAT) and the viewer every write. */
export const CHAT_AUTH: RouteAuth = { accept: ['jwt', 'api_key'], roles: 'any', chatWrite: true };

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.post(
    '/chat/completions',
    {
      config: { auth: CHAT_AUTH, licence: 'chat' },
      schema: { body: completionBodySchema, response: { 400: frameworkErrorSchema } },
    },
    async (request, reply) => {
      const turn = await chat.prepare(request.body, principalOf(request), request.ip);
      reply.hijack();
      const stream = openSseStream(reply.raw, { 'x-request-id': request.id });
      // The client leaving aborts the provider call; after a normal end this changes nothing.
      const left = new AbortController();
      reply.raw.once('close', () => left.abort());
      try {
        await chat.run(turn, stream, { signal: left.signal });
      } catch (error) {
        if (!left.signal.aborted) {
          request.log.error(
            {
              err: {
                type: error instanceof Error ? error.name : typeof error,
                kind: (error as { kind?: unknown }).kind,
              },
            },
            'chat stream failed',
          );
        }
        stream.fail();
      }
    },
  );
};
