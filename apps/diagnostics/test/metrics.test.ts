import { createServer, metricsPlugin, type App } from '@csg/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFleetApp } from './fakes.ts';
import { useDiagnostics, type Role } from './harness.ts';

const h = useDiagnostics();
const METRICS = '/admin/metrics';
let app: App;
let chat: App;

beforeAll(async () => {
  // A real metrics page for chat-pipeline; detection hangs; the other fakes answer 404.
  chat = createServer({ service: 'chat-pipeline', logLevel: 'silent', trustedProxies: [] });
  await chat.register(metricsPlugin);
  await chat.listen({ host: '127.0.0.1', port: 0 });
  const { port } = chat.server.address() as { port: number };
  const hanging = await fakeFleetApp('detection', 'hanging');
  app = await h.build({ CHAT_PIPELINE_URL: `http://127.0.0.1:${port}`, DETECTION_URL: hanging.url });
});
afterAll(() => chat.close());

describe('GET /admin/metrics', () => {
  it('serves every app’s series with its app label, and an app that fails as csg_scrape_up 0, never a 500', async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: METRICS, headers: await h.caller('superadmin') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('csg_scrape_up{app="chat-pipeline"} 1');
    expect(res.body).toContain('csg_scrape_up{app="diagnostics"} 1');
    expect(res.body).toContain('csg_scrape_up{app="detection"} 0');
    expect(res.body).toContain('csg_scrape_up{app="sessions"} 0');
    expect(res.body).toMatch(/^csg_process_cpu_seconds_total\{app="chat-pipeline"\} /m);
    expect(res.body).toMatch(/^csg_process_cpu_seconds_total\{app="diagnostics"\} /m);
    // Each family once, however many apps report it.
    expect(res.body.match(/^# TYPE csg_process_cpu_seconds_total /gm)).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each<Role>(['superadmin', 'admin_user', 'viewer'])('answers a %s', async (role) => {
    const res = await app.inject({ method: 'GET', url: METRICS, headers: await h.caller(role) });
    expect(res.statusCode).toBe(200);
  });

  it.each<Role>(['auditor', 'normal_user'])('refuses a %s with 403', async (role) => {
    const res = await app.inject({ method: 'GET', url: METRICS, headers: await h.caller(role) });
    expect(res.statusCode).toBe(403);
  });

  it('refuses an API key and a missing credential with 401', async () => {
    expect((await app.inject({ method: 'GET', url: METRICS, headers: await h.apiKey() })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: METRICS })).statusCode).toBe(401);
  });
});
