import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { checkRole, type Role } from '../roles.ts';
import { isPrivateAddress } from './private-address.ts';
import type { Authenticate, CredentialKind, Principal } from './authenticator.ts';

/** What a route requires, declared in its `config.auth`; a route without it is public. */
export interface RouteAuth {
  accept: readonly CredentialKind[];
  roles: readonly Role[] | 'any';
  /** Chat and session-creating writes: refused to the auditor with ROLE_NOT_FOR_CHAT. */
  chatWrite?: boolean;
  /**
   * 'private-network': a call with no credential is admitted, with no tenant, when the client
   * address (the socket's, or the edge's X-Forwarded-For when the edge is trusted) is loopback or
   * private; used by detect for the in-cluster red-team component.
   */
  anonymous?: 'private-network';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

interface AuthPluginOptions {
  authenticate: Authenticate;
  shadow: { record(input: { method: string; route: string; role: Role; enforcedAllowed: boolean }): void };
}

/**
 * Authenticates and applies the enforced role rule on every route that declares `config.auth`,
 * and hands each decision to shadow mode, which compares the capability model and enforces nothing.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { authenticate, shadow }: AuthPluginOptions) => {
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      const auth = request.routeOptions.config.auth;
      if (!auth) return;
      if (auth.anonymous === 'private-network' && !request.headers.authorization && isPrivateAddress(request.ip))
        return;
      const principal = await authenticate(request.headers.authorization, auth.accept);
      request.principal = principal;
      let enforcedAllowed = false;
      try {
        checkRole({ role: principal.role, method: request.method, allowed: auth.roles, chatWrite: auth.chatWrite });
        enforcedAllowed = true;
      } finally {
        shadow.record({
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          role: principal.role,
          enforcedAllowed,
        });
      }
    });
  },
  { name: 'csg-auth', fastify: '5.x' },
);

/** The principal of a route that declares `config.auth`; reaching a handler without one is a bug. */
export function principalOf(request: { principal: Principal | null }): Principal {
  if (!request.principal) throw new Error('principalOf() on a route without config.auth');
  return request.principal;
}
