import { principalOf, type RouteAuth } from '@csg/auth';
import { frameworkErrorSchema, HttpError } from '@csg/errors';
import type { ReviewsRepo } from '@csg/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The locked user asks for its lock to be reviewed: a signed-in user, not an application's key. */
const UNLOCK_REQUEST_AUTH: RouteAuth = { accept: ['jwt'], roles: 'any' };

const unlockRequestResponseSchema = z
  .object({
    review_id: z.string(),
    unlock_request_status: z.literal('pending'),
  })
  .meta({ examples: [{ review_id: '00000000-0000-4000-8000-000000000001', unlock_request_status: 'pending' }] });

export const reviewsRoutes: FastifyPluginAsyncZod<{ repo: Pick<ReviewsRepo, 'requestUnlock'> }> = async (
  app,
  { repo },
) => {
  app.post(
    '/chat/unlock-request',
    {
      config: { auth: UNLOCK_REQUEST_AUTH },
      schema: {
        operationId: 'requestUnlock',
        summary: "Ask an administrator to lift the caller's review lock",
        response: { 202: unlockRequestResponseSchema, 409: frameworkErrorSchema },
      },
    },
    async (request, reply) => {
      const lock = await repo.requestUnlock(principalOf(request).tenantId);
      if (!lock) throw new HttpError(409, 'Chat is not locked for review');
      return reply.code(202).send({ review_id: lock.id, unlock_request_status: 'pending' as const });
    },
  );
};
