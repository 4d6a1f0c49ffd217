import type { Database } from '@csg/db';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createJwtService, type JwtService } from '../jwt.ts';
import { authPlugin } from './auth-plugin.ts';
import { createAuthenticator } from './authenticator.ts';
import { createIdentityRepo } from './identity-repo.ts';
import { createLastUsedTracker } from './last-used.ts';
import { createShadowSink } from './shadow-sink.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jwt: JwtService;
  }
}

export interface IdentityOptions {
  db: Database;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** How often API-key use and shadow-mode counts are written; both are also written at close. */
  flushEveryMs?: number;
}

/** Authentication, role enforcement and capability shadow mode for an app, wired to its database. */
export const identityPlugin = fp(
  async (app: FastifyInstance, opts: IdentityOptions) => {
    const flushEveryMs = opts.flushEveryMs ?? 5_000;
    const jwt = createJwtService({ secret: opts.jwtSecret, expiresIn: opts.jwtExpiresIn });
    const repo = createIdentityRepo(opts.db);
    const lastUsed = createLastUsedTracker({ touch: repo.touchApiKeys, log: app.log, flushEveryMs });
    const shadow = createShadowSink({ db: opts.db, log: app.log, flushEveryMs });
    app.decorate('jwt', jwt);
    // onClose hooks run last-registered first, so this runs while the database pool is still open.
    app.addHook('onClose', async () => {
      await Promise.all([lastUsed.close(), shadow.close()]);
    });
    await app.register(authPlugin, {
      authenticate: createAuthenticator({ repo, jwt, onApiKeyUsed: lastUsed.record }),
      shadow,
    });
  },
  { name: 'csg-identity', fastify: '5.x', dependencies: ['csg-database'] },
);
