import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type App } from './create-server.ts';
import { healthPlugin } from './health-plugin.ts';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
});

describe('GET /health', () => {
  it('is 503 with the failing dependency named, its error reduced to a code', async () => {
    app = createServer({ service: 'probe', logLevel: 'silent', trustedProxies: [] });
    await app.register(healthPlugin, { service: 'probe' });
    app.healthChecks.set('postgres', () =>
      Promise.reject(Object.assign(new Error('password authentication failed for user "gw"'), { code: '28P01' })),
    );
    app.healthChecks.set('cache', () => Promise.resolve());
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unhealthy',
      service: 'probe',
      checks: { postgres: { healthy: false, error: '28P01' }, cache: { healthy: true } },
    });
    expect(res.body).not.toContain('gw');
  });
});
