import type { ChangeFeed, Database } from '@csg/db';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createJwtService, type JwtService } from '../jwt.ts';
import { authPlugin } from './auth-plugin.ts';
import { createAuthenticator } from './authenticator.ts';
import { cacheIdentity } from './identity-cache.ts';
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
  /**
   * Given, identities are kept in memory and dropped as this feed announces changes
   * (identity-cache.ts). An app that itself changes tenants or keys leaves it out: its next request
   * could otherwise arrive before the announcement of its own change.
   */
  changes?: Pick<ChangeFeed, 'subscribe'>;
}

/** Authentication, role enforcement and capability shadow mode for an app, wired to its database. */
export const identityPlugin = fp(
  async (app: FastifyInstance, opts: IdentityOptions) => {
    const flushEveryMs = opts.flushEveryMs ?? 5_000;
    const jwt = createJwtService({ secret: opts.jwtSecret, expiresIn: opts.jwtExpiresIn });
    const repo = createIdentityRepo(opts.db);
    const reads = opts.changes ? cacheIdentity({ repo, jwt }, { changes: opts.changes }) : { repo, jwt };
    const lastUsed = createLastUsedTracker({ touch: repo.touchApiKeys, log: app.log, flushEveryMs });
    const shadow = createShadowSink({ db: opts.db, log: app.log, flushEveryMs });
    app.decorate('jwt', jwt);
    // onClose hooks run last-registered first, so this runs while the database pool is still open.
    app.addHook('onClose', async () => {
      await Promise.all([lastUsed.close(), shadow.close()]);
    });
    await app.register(authPlugin, {
      authenticate: createAuthenticator({ ...reads, onApiKeyUsed: lastUsed.record }),
      shadow,
    });
  },
  { name: 'csg-identity', fastify: '5.x', dependencies: ['csg-database'] },
);
