import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteFeature } from './features.ts';
import type { LicenceReader } from './reader.ts';
import { assertFeature, assertLicensed } from './state.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The licence feature a route needs: 402 when the licence is invalid or expired, 403 when it lacks the feature. */
    licence?: RouteFeature;
  }
}

export interface LicenceGateOptions {
  reader: Pick<LicenceReader, 'current'>;
}

/**
 * Licence enforcement declared on the route (`config.licence`). It runs as a preHandler, after
 * authentication and body validation: a caller without credentials hears 401, a malformed body
 * 400, and only then the licence verdict.
 */
export const licenceGatePlugin = fp(
  async (app: FastifyInstance, { reader }: LicenceGateOptions) => {
    app.addHook('preHandler', async (request) => {
      const feature = request.routeOptions.config.licence;
      if (!feature) return;
      const state = await reader.current();
      assertLicensed(state);
      assertFeature(state, feature);
    });
  },
  { name: 'csg-licence-gate', fastify: '5.x' },
);
