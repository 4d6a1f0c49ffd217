import type { RouteAuth } from '@csg/auth';
import { SESSION_TITLE_PATH, sessionTitleScanBodySchema, sessionTitleScanSchema } from '@csg/contracts';
import { frameworkErrorSchema } from '@csg/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionTitleService } from './session-title.service.ts';

/**
 * Called by the sessions app with the signed-in caller's own token (sessions are JWT only). Not a
 * chat write: the auditor may rename a session, and the sessions app has applied its own rules.
 * No licence gate: keeping PII out of stored titles is not a licensed capability.
 */
const TITLE_AUTH: RouteAuth = { accept: ['jwt'], roles: 'any' };

export const sessionTitleRoutes: FastifyPluginAsyncZod<{ scan: SessionTitleService }> = async (app, { scan }) => {
  app.post(
    SESSION_TITLE_PATH,
    {
      config: { auth: TITLE_AUTH },
      schema: {
        operationId: 'scanSessionTitle',
        summary: 'Internal: filter a session title before it is stored',
        body: sessionTitleScanBodySchema,
        response: { 200: sessionTitleScanSchema, 400: frameworkErrorSchema },
      },
    },
    async (request) => scan(request.body.title),
  );
};
