import { principalOf, type RouteAuth } from '@csg/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginatedSchema } from '../../shared/pagination.ts';
import { ADMIN } from '../../shared/route-auth.ts';
import { adminErrorResponses, idParamsSchema } from '../tenants/tenants.schemas.ts';
import { createReviewBodySchema, listReviewsQuerySchema, reviewSchema } from './reviews.schemas.ts';
import type { ReviewsService } from './reviews.service.ts';

/** Reading the review queue: admin_user (and so superadmin and viewer), and auditor, who oversees it. */
const REVIEW_READ: RouteAuth = { accept: ['jwt'], roles: ['admin_user', 'auditor'] };

/**
 * /admin/reviews: the administration side of chat's review lock gate. Chat itself enforces locks,
 * delivers warnings and takes the user's unlock request.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  const step = (operationId: string, summary: string) => ({
    config: { auth: ADMIN },
    schema: { operationId, summary, params: idParamsSchema, response: { 200: reviewSchema, ...adminErrorResponses } },
  });

  app.get(
    '/admin/reviews',
    {
      config: { auth: REVIEW_READ },
      schema: {
        operationId: 'listReviews',
        summary: 'List the review queue',
        querystring: listReviewsQuerySchema,
        response: { 200: paginatedSchema(reviewSchema), ...adminErrorResponses },
      },
    },
    (request) => service.list(principalOf(request), request.query),
  );

  app.post(
    '/admin/reviews',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'createReview',
        summary: 'Open a review (warning or lock) on a user',
        body: createReviewBodySchema,
        response: { 201: reviewSchema, ...adminErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(principalOf(request), request.body)),
  );

  app.post('/admin/reviews/:id/unlock', step('unlockReview', "Grant a locked user's unlock request"), (request) =>
    service.unlock(principalOf(request), request.params.id),
  );

  app.post(
    '/admin/reviews/:id/deny-unlock',
    step('denyReviewUnlock', "Deny a locked user's unlock request"),
    (request) => service.denyUnlock(principalOf(request), request.params.id),
  );

  app.post('/admin/reviews/:id/dismiss', step('dismissReview', 'Dismiss a review'), (request) =>
    service.dismiss(principalOf(request), request.params.id),
  );
};
