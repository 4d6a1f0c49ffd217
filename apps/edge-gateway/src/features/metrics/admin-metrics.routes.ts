import { HttpError } from '@csg/errors';
import { clientResponseHeaders, forward, readWhole, upstreamRequestHeaders, UpstreamError } from '@csg/http';
import { abortWhenClientLeaves, mergeExpositions, type App } from '@csg/server';
import { resolveUpstream } from '../../route-table.ts';
import { FAILURE_RESPONSES } from '../proxy/proxy.routes.ts';

/**
 * GET /admin/metrics: forwarded as any route is (diagnostics authenticates the admin and gathers
 * the internal apps' series); a page it serves gets the edge's own series added, labelled
 * `app="edge-gateway"`. This is the only place the edge's series are served: its port is public.
 */
export async function adminMetricsRoutes(app: App) {
  const path = '/admin/metrics';
  const upstream = resolveUpstream(path);
  if (upstream === undefined) throw new Error(`no upstream for ${path} in the route table`);

  // Documented by diagnostics, which owns the route; the edge only adds its series.
  app.get(path, { schema: { hide: true } }, async (request, reply) => {
    try {
      const response = await forward(app.upstreams.pool[upstream], {
        method: 'GET',
        path: request.url,
        headers: upstreamRequestHeaders(request.headers, {
          clientAddress: request.socket.remoteAddress ?? '',
          requestId: request.id,
        }),
        body: null,
        signal: abortWhenClientLeaves(reply.raw),
      });
      const headers = clientResponseHeaders(response.headers);
      const body = await readWhole(response.body);
      if (response.statusCode !== 200) return reply.code(response.statusCode).headers(headers).send(body);
      delete headers['content-length'];
      const page = mergeExpositions([
        { text: body.toString('utf8') },
        { app: 'edge-gateway', text: await app.metricsRegistry.metrics() },
      ]);
      return reply.code(200).headers(headers).send(page);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      request.log.warn({ upstream, failure: err.kind }, 'upstream request failed');
      const [status, message] = FAILURE_RESPONSES[err.kind];
      throw new HttpError(status, message);
    }
  });
}
