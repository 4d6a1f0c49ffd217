import { createUpstreamPool } from '@csg/http';
import type { App } from '@csg/server';
import fp from 'fastify-plugin';
import type { Pool } from 'undici';
import type { Upstream } from '../route-table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    upstreams: { url: Record<Upstream, string>; pool: Record<Upstream, Pool> };
  }
}

interface UpstreamsOptions {
  urls: Record<Upstream, string>;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
}

/** One keep-alive pool per internal app, closed with the edge. */
export const upstreamsPlugin = fp(
  async (app: App, opts: UpstreamsOptions) => {
    const pools = Object.fromEntries(
      Object.entries(opts.urls).map(([name, url]) => [
        name,
        createUpstreamPool(url, { headersTimeoutMs: opts.headersTimeoutMs, bodyTimeoutMs: opts.bodyTimeoutMs }),
      ]),
    ) as Record<Upstream, Pool>;
    app.decorate('upstreams', { url: opts.urls, pool: pools });
    app.addHook('onClose', async () => {
      await Promise.all(Object.values(pools).map((pool) => pool.close()));
    });
  },
  { name: 'edge-upstreams', fastify: '5.x' },
);
