import {
  createLicenceReader,
  createPasswordVerifier,
  createShadowReportRepo,
  generateApiKey,
  hashPassword,
  identityPlugin,
  validatePasswordPolicy,
} from '@csg/auth';
import { createCredentialsRepo, createModelsRepo } from '@csg/models';
import { parseEncryptionKey, systemLookup } from '@csg/providers';
import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import type { Config } from './config.ts';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.ts';
import { createApiKeysRepo } from './features/api-keys/api-keys.repo.ts';
import { createApiKeysService } from './features/api-keys/api-keys.service.ts';
import { createAuthRepo } from './features/auth/auth.repo.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createSmtpMailer } from './features/auth/mailer.ts';
import { meRoutes } from './features/auth/me.routes.ts';
import { createPasswordResetService } from './features/auth/password-reset.service.ts';
import { credentialsRoutes } from './features/credentials/credentials.routes.ts';
import { createCredentialsService } from './features/credentials/credentials.service.ts';
import { filtersRoutes } from './features/filters/filters.routes.ts';
import { createFiltersRepo } from './features/filters/filters.repo.ts';
import { createFiltersService } from './features/filters/filters.service.ts';
import { createGroupsRepo } from './features/groups/groups.repo.ts';
import { groupsRoutes } from './features/groups/groups.routes.ts';
import { createGroupsService } from './features/groups/groups.service.ts';
import { licenceRoutes } from './features/licence/licence.routes.ts';
import { modelsRoutes } from './features/models/models.routes.ts';
import { createLicenceService } from './features/licence/licence.service.ts';
import { createModelsService } from './features/models/models.service.ts';
import { shadowReportRoutes } from './features/rbac/shadow-report.routes.ts';
import { createShadowReportService } from './features/rbac/shadow-report.service.ts';
import { createReviewDeskRepo } from './features/reviews/review-desk.repo.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { createReviewsService } from './features/reviews/reviews.service.ts';
import { createSetupRepo } from './features/setup/setup.repo.ts';
import { setupRoutes } from './features/setup/setup.routes.ts';
import { createSetupService } from './features/setup/setup.service.ts';
import { createTenantsRepo } from './features/tenants/tenants.repo.ts';
import { tenantsRoutes } from './features/tenants/tenants.routes.ts';
import { createTenantsService } from './features/tenants/tenants.service.ts';
import { SIGN_IN_FAILURES_PER_NAME } from './plugins/rate-limit.ts';
import { closeRateLimitStore, connectRateLimitStore } from './plugins/rate-limit-store.ts';
import { createSignInFailures } from './plugins/sign-in-failures.ts';

/** /auth/*, /setup/*, /admin/* (but diagnostics): identity and administration. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health, PostgreSQL and the first-boot gate; then
  // the sign-in limits' store (Redis, optional) and the mail server for reset links (SMTP, optional).
  const app = await createServiceApp('admin', config);
  const rateLimitStore = config.REDIS_URL ? await connectRateLimitStore(config.REDIS_URL, app.log) : undefined;
  if (rateLimitStore) app.addHook('onClose', () => closeRateLimitStore(rateLimitStore));
  const mailer = config.SMTP_URL ? createSmtpMailer({ url: config.SMTP_URL, from: config.SMTP_FROM }) : null;

  // Cross-cutting: who the caller is, the enforced role rules, and capability shadow mode; one
  // licence reader, so /auth/me and /admin/licence share one cache.
  await app.register(identityPlugin, { db: app.db, jwtSecret: config.JWT_SECRET, jwtExpiresIn: config.JWT_EXPIRES_IN });
  const licence = createLicenceReader(app.db, config.LICENSE_PUBLIC_KEYS);

  // Repositories more than one feature reads.
  const tenants = createTenantsRepo(app.db);
  const accounts = createAuthRepo(app.db);

  // Feature routes, each with its service.
  const setup = createSetupService({
    repo: createSetupRepo(app.db),
    hashPassword,
    validatePasswordPolicy,
    log: app.log,
  });
  await app.register(setupRoutes, { service: setup });

  await app.register(meRoutes, { tenants, licence: licence.current });

  const reset = createPasswordResetService({
    repo: accounts,
    mailer,
    hashPassword,
    validatePasswordPolicy,
    resetUrl: config.PASSWORD_RESET_URL,
    log: app.log,
  });
  // Runs before the database closes (root onClose hooks run last-registered first): a delivery
  // under way still records its outbox copy.
  app.addHook('onClose', async () => {
    await reset.settle();
    mailer?.close();
  });
  const auth = createAuthService({
    repo: accounts,
    verifier: createPasswordVerifier(),
    hashPassword,
    validatePasswordPolicy,
    sign: (subject) => app.jwt.sign(subject),
    failures: createSignInFailures({ ...SIGN_IN_FAILURES_PER_NAME, redis: rateLimitStore }),
    log: app.log,
  });
  await app.register(authRoutes, { auth, reset, outbox: accounts, rateLimitStore });

  await app.register(tenantsRoutes, {
    service: createTenantsService({ repo: tenants, hashPassword, validatePasswordPolicy }),
  });
  await app.register(groupsRoutes, { service: createGroupsService({ repo: createGroupsRepo(app.db) }) });
  await app.register(apiKeysRoutes, {
    service: createApiKeysService({ repo: createApiKeysRepo(app.db), generateApiKey }),
  });
  await app.register(credentialsRoutes, {
    service: createCredentialsService({
      repo: createCredentialsRepo(app.db),
      tenants,
      encryptionKey: parseEncryptionKey(config.CREDENTIALS_ENCRYPTION_KEY),
      allowPrivateUrls: config.ALLOW_PRIVATE_PROVIDER_URLS,
      lookup: systemLookup,
    }),
  });
  await app.register(filtersRoutes, { service: createFiltersService({ repo: createFiltersRepo(app.db) }) });
  await app.register(modelsRoutes, { service: createModelsService({ repo: createModelsRepo(app.db) }) });
  await app.register(reviewsRoutes, { service: createReviewsService({ repo: createReviewDeskRepo(app.db) }) });
  await app.register(shadowReportRoutes, {
    service: createShadowReportService({ repo: createShadowReportRepo(app.db) }),
  });
  await app.register(licenceRoutes, { service: createLicenceService({ licence, log: app.log }) });

  const { SETUP_ADMIN_USERNAME: username, SETUP_ADMIN_PASSWORD: password, SETUP_ADMIN_EMAIL: contactEmail } = config;
  if (username && password && contactEmail) await setup.completeUnattended({ username, password, contactEmail });
  return app;
}
