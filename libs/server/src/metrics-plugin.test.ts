import { describe, expect, it } from 'vitest';
import { createServer } from './create-server.ts';
import { metricsPlugin, UNMATCHED_ROUTE } from './metrics-plugin.ts';

async function build() {
  const app = createServer({ service: 'metrics-probe', logLevel: 'silent', trustedProxies: [] });
  await app.register(metricsPlugin);
  app.get('/things/:id', async () => ({ ok: true }));
  return app;
}

describe('metricsPlugin', () => {
  it('counts requests by route pattern and status, never by the raw path', async () => {
    const app = await build();
    try {
      await app.inject({ method: 'GET', url: '/things/tenant-secret-42' });
      await app.inject({ method: 'GET', url: '/nowhere/else-77' });
      const page = await app.inject({ method: 'GET', url: '/metrics' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/plain/);
      expect(page.body).toMatch(
        /csg_http_request_duration_seconds_count\{method="GET",route="\/things\/:id",status="200"\} 1/,
      );
      expect(page.body).toContain(`route="${UNMATCHED_ROUTE}",status="404"`);
      expect(page.body).not.toContain('tenant-secret-42');
      expect(page.body).not.toContain('else-77');
      expect(page.body).toContain('csg_process_cpu_seconds_total');
    } finally {
      await app.close();
    }
  });

  it('gives each app its own registry, so two apps live in one process', async () => {
    const [a, b] = [await build(), await build()];
    try {
      await a.inject({ method: 'GET', url: '/things/1' });
      const fromB = await b.inject({ method: 'GET', url: '/metrics' });
      expect(fromB.body).not.toContain('route="/things/:id"');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
