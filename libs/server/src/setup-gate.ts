import type { Database } from '@csg/db';
import { isSetupComplete } from '@csg/db';
import { PolicyError } from '@csg/errors';
import fp from 'fastify-plugin';
import type { App } from './create-server.ts';

/**
 * What stays open before first-boot setup: liveness (the apps' `/health` and the components'
 * `/api/v1/health`, which probes and orchestrators read from the first second), `/metrics` (on the
 * internal port only: the edge has no route to it), the setup surface itself, and the app's
 * OpenAPI document, which the edge's API reference reads before setup too.
 */
const ALLOWLIST = [
  /^\/health(\?|$)/,
  /^\/api\/v1\/health(\?|$)/,
  /^\/metrics(\?|$)/,
  /^\/setup(\/|\?|$)/,
  /^\/openapi\.json(\?|$)/,
];

/**
 * 423 SETUP_REQUIRED on every other route until setup is complete. Completion is permanent, so
 * once seen it is remembered and the database is no longer asked.
 */
export const setupGatePlugin = fp(
  async (app: App, opts: { db: Database }) => {
    let complete = false;
    app.addHook('onRequest', async (request) => {
      if (complete || ALLOWLIST.some((pattern) => pattern.test(request.url))) return;
      complete = await isSetupComplete(opts.db);
      if (!complete) throw new PolicyError('SETUP_REQUIRED');
    });
  },
  { name: 'csg-setup-gate', fastify: '5.x' },
);
