import { principalOf } from '@csg/auth';
import { frameworkErrorSchema, policyErrorSchema } from '@csg/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { RESET_RATE_LIMIT, SIGN_IN_RATE_LIMIT, rateLimitPlugin } from '../../plugins/rate-limit.ts';
import { SIGNED_IN } from '../../shared/route-auth.ts';
import type { AuthRepo } from './auth.repo.ts';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  resetPasswordBodySchema,
} from './auth.schemas.ts';
import type { AuthService } from './auth.service.ts';
import { outboxRoutes } from './outbox.routes.ts';
import type { PasswordResetService } from './password-reset.service.ts';

interface AuthRoutesOptions {
  auth: AuthService;
  reset: PasswordResetService;
  outbox: Pick<AuthRepo, 'listOutbox'>;
  /** REDIS_URL's client: the per-address budgets shared across instances; unset, they are per process. */
  rateLimitStore: Redis | undefined;
}

/**
 * /auth/login, /auth/change-password, /auth/forgot-password, /auth/reset-password and the
 * outbox an administrator reads reset mail from. The three unauthenticated routes are the only
 * rate-limited routes of the gateway; the limiter is registered here, so it reaches no other feature.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, reset, outbox, rateLimitStore },
) => {
  await app.register(rateLimitPlugin, { redis: rateLimitStore });

  const invalid = { 400: frameworkErrorSchema, 401: frameworkErrorSchema };

  app.post(
    '/auth/login',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        operationId: 'login',
        summary: 'Sign in with username and password for a JWT',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...invalid },
      },
    },
    (request) => auth.login(request.body),
  );

  // 204 No Content: the password changed and there is nothing to return. Tokens issued before the
  // change stay valid until they expire: there is no revocation list and no refresh token.
  // A viewer is refused with 403 READ_ONLY_ROLE (rule 7: every mutating request).
  app.post(
    '/auth/change-password',
    {
      config: { auth: SIGNED_IN },
      schema: {
        operationId: 'changePassword',
        summary: "Change the signed-in user's password",
        body: changePasswordBodySchema,
        response: { 204: z.null(), ...invalid, 403: policyErrorSchema },
      },
    },
    async (request, reply) => {
      await auth.changePassword(principalOf(request).tenantId, request.body);
      return reply.code(204).send(null);
    },
  );

  // 202 Accepted with the same body whether or not an account matched.
  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: RESET_RATE_LIMIT },
      schema: {
        operationId: 'forgotPassword',
        summary: 'Request a password reset link by e-mail',
        body: forgotPasswordBodySchema,
        response: { 202: forgotPasswordResponseSchema, 400: frameworkErrorSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await reset.requestReset(request.body)),
  );

  // 204 No Content, like change-password; the client signs in with the new password.
  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: RESET_RATE_LIMIT },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset token',
        body: resetPasswordBodySchema,
        response: { 204: z.null(), 400: frameworkErrorSchema },
      },
    },
    async (request, reply) => {
      await reset.resetPassword(request.body);
      return reply.code(204).send(null);
    },
  );

  await app.register(outboxRoutes, { repo: outbox });
};
