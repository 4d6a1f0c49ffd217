import { principalOf, type RouteAuth } from '@csg/auth';
import { seesRedTeamModels, type ModelsRepo } from '@csg/models';
import { listProviders } from '@csg/providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Reads open to every authenticated account, auditor included (no role decorator in the specification). */
export const READ_AUTH: RouteAuth = { accept: ['jwt', 'api_key'], roles: 'any' };

const modelSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  displayName: z.string(),
  contextWindow: z.number().int(),
  redTeam: z.boolean(),
});
const modelListSchema = z.array(modelSchema).meta({
  examples: [
    [
      {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'gpt-4o-mini',
        provider: 'openai',
        displayName: 'GPT-4o mini',
        contextWindow: 128000,
        redTeam: false,
      },
    ],
  ],
});

const providersSchema = z
  .object({
    providers: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), supported: z.boolean() })),
    total: z.number().int(),
  })
  .meta({ examples: [{ providers: [{ id: 1, code: 'openai', name: 'OpenAI', supported: true }], total: 1 }] });

export const modelsRoutes: FastifyPluginAsyncZod<{ repo: Pick<ModelsRepo, 'visibleModels'> }> = async (
  app,
  { repo },
) => {
  app.get(
    '/models',
    {
      config: { auth: READ_AUTH },
      schema: {
        operationId: 'listModels',
        summary: 'Models the caller may chat with',
        response: { 200: modelListSchema },
      },
    },
    async (request) => {
      const { tenantId, role } = principalOf(request);
      return repo.visibleModels(tenantId, seesRedTeamModels(role));
    },
  );

  app.get(
    '/chat/providers',
    {
      config: { auth: READ_AUTH },
      schema: {
        operationId: 'listChatProviders',
        summary: 'Chat providers and whether each is configured',
        response: { 200: providersSchema },
      },
    },
    async () => listProviders(),
  );
};
