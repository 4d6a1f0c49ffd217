import { createPasswordVerifier, hashPassword, principalOf, validatePasswordPolicy } from '@csg/auth';
import { frameworkErrorSchema, policyErrorSchema } from '@csg/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESET_RATE_LIMIT, SIGN_IN_RATE_LIMIT, rateLimitPlugin } from '../../plugins/rate-limit.ts';
import type { AdminDeps } from '../../shared/admin-deps.ts';
import { SIGNED_IN } from '../../shared/route-auth.ts';
import { createAuthRepo } from './auth.repo.ts';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  resetPasswordBodySchema,
} from './auth.schemas.ts';
import { createAuthService } from './auth.service.ts';
import { createSmtpMailer } from './mailer.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { createPasswordResetService } from './password-reset.service.ts';

/**
 * /auth/login, /auth/change-password, /auth/forgot-password, /auth/reset-password and the
 * outbox an administrator reads reset mail from. The three unauthenticated routes are the only
 * rate-limited routes of the gateway; the limiter is registered here, so it reaches no other feature.
 */
export const authRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, config }) => {
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL });

  const repo = createAuthRepo(db);
  const auth = createAuthService({
    repo,
    verifier: createPasswordVerifier(),
    hashPassword,
    validatePasswordPolicy,
    sign: (subject) => app.jwt.sign(subject),
    failures: app.signInFailures,
    log: app.log,
  });
  const mailer = config.SMTP_URL ? createSmtpMailer({ url: config.SMTP_URL, from: config.SMTP_FROM }) : null;
  const reset = createPasswordResetService({
    repo,
    mailer,
    hashPassword,
    validatePasswordPolicy,
    resetUrl: config.PASSWORD_RESET_URL,
    log: app.log,
  });
  // Runs before the database closes (onClose hooks run last-registered first).
  app.addHook('onClose', async () => {
    await reset.settle();
    mailer?.close();
  });

  const invalid = { 400: frameworkErrorSchema, 401: frameworkErrorSchema };

  app.post(
    '/auth/login',
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: { body: loginBodySchema, response: { 200: loginResponseSchema, ...invalid } },
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
      schema: { body: changePasswordBodySchema, response: { 204: z.null(), ...invalid, 403: policyErrorSchema } },
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
      schema: { body: resetPasswordBodySchema, response: { 204: z.null(), 400: frameworkErrorSchema } },
    },
    async (request, reply) => {
      await reset.resetPassword(request.body);
      return reply.code(204).send(null);
    },
  );

  await app.register(outboxRoutes, { repo });
};
