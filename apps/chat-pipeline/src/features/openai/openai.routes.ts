import { principalOf } from '@csg/auth';
import { chatCompletionSchema, openAiChatBodySchema, openAiErrorSchema, openAiModelListSchema } from '@csg/contracts';
import { notFoundHandler } from '@csg/errors';
import { seesRedTeamModels, type ModelsRepo } from '@csg/models';
import { abortWhenClientLeaves } from '@csg/server';
import { formatSseFrame, SSE_DONE_FRAME, SSE_HEADERS } from '@csg/sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_AUTH, forwarded } from '../chat/chat.routes.ts';
import { READ_AUTH } from '../models/models.routes.ts';
import type { OpenAiChat } from './openai-chat.ts';
import { asOpenAiError, internalError, lockedError, providerError } from './openai-errors.ts';
import { toChunks, toCompletion } from './openai-render.ts';

/**
 * The OpenAI-compatible surface, registered under /v1: the same auth, licence and roles as
 * /chat/completions and /models, every error in OpenAI's shape (this context only).
 */
export const openAiRoutes: FastifyPluginAsyncZod<{
  complete: OpenAiChat;
  repo: Pick<ModelsRepo, 'visibleModels'>;
}> = async (app, { complete, repo }) => {
  app.addHook('preSerialization', async (_request, reply, payload) =>
    reply.statusCode >= 400 ? asOpenAiError(payload) : payload,
  );
  app.setNotFoundHandler(notFoundHandler);

  app.post(
    '/chat/completions',
    {
      config: { auth: CHAT_AUTH, licence: 'chat' },
      schema: {
        operationId: 'createOpenAiChatCompletion',
        summary: 'OpenAI-compatible chat completion (JSON or chat.completion.chunk stream)',
        body: openAiChatBodySchema,
        response: { 200: chatCompletionSchema, '4xx': openAiErrorSchema, '5xx': openAiErrorSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const outcome = await complete(body, principalOf(request), request.ip, {
        forward: forwarded(request),
        signal: abortWhenClientLeaves(reply.raw),
      });
      if (outcome.kind === 'failed') {
        if (outcome.provider === undefined) return reply.code(500).send(internalError());
        const [status, error] = providerError(outcome.provider);
        return reply.code(status).send(error);
      }
      // A lock is known before anything is written, in both modes: a status the SDKs raise, not a frame.
      if (outcome.kind === 'locked') return reply.code(403).send(lockedError(outcome.event));
      const meta = { id: `chatcmpl-${request.id}`, created: Math.floor(Date.now() / 1000), model: body.model };
      if (!body.stream) return toCompletion(outcome, meta);
      const chunks = toChunks(outcome, meta, body.stream_options?.include_usage === true);
      // The whole turn is known by now (the reply is buffered): headers and frames leave in one write.
      reply.hijack();
      reply.raw.writeHead(200, { ...SSE_HEADERS, 'x-request-id': request.id });
      reply.raw.end(chunks.map((chunk) => formatSseFrame(chunk)).join('') + SSE_DONE_FRAME);
    },
  );

  app.get(
    '/models',
    {
      config: { auth: READ_AUTH },
      schema: {
        operationId: 'listOpenAiModels',
        summary: 'OpenAI-compatible model list',
        response: { 200: openAiModelListSchema, '4xx': openAiErrorSchema },
      },
    },
    async (request) => {
      const { tenantId, role } = principalOf(request);
      const models = await repo.visibleModels(tenantId, seesRedTeamModels(role));
      // The catalogue keeps no release dates: `created` is 0 for every model.
      return {
        object: 'list' as const,
        data: models.map((model) => ({
          id: model.name,
          object: 'model' as const,
          created: 0,
          owned_by: model.provider,
        })),
      };
    },
  );
};
