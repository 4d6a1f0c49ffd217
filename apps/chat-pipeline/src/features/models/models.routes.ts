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

const providersSchema = z.object({
  providers: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), supported: z.boolean() })),
  total: z.number().int(),
});

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
        response: { 200: z.array(modelSchema) },
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
