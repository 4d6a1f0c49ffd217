import { loadConfig } from '@csg/config';
import { schema } from '@csg/db';
import type { App } from '@csg/server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { useAdminApp, type TestTenant } from './harness.ts';
import { ADMIN_TEST_ENV } from './test-env.ts';

/**
 * The reading app is the harness's; every probe goes through separate app instances on the same
 * database, whose counts reach rbac_shadow_counts when they close (the identity plugin flushes
 * then), so the rows checked here hold exactly the probes' decisions.
 */
const h = useAdminApp();

interface RouteRow {
  method: string;
  route: string;
  role: string;
  capability: string | null;
  mapped: boolean;
  agreements: number;
  disagreements: number;
  capabilityAllows: number;
  capabilityDenies: number;
  enforcedAllows: number;
  enforcedDenies: number;
  unmapped: number;
  lastDisagreementAt: string | null;
}
interface Report {
  generatedAt: string;
  totals: { decisions: number; agreements: number; disagreements: number; unmapped: number };
  routes: RouteRow[];
}

const probeApp = () =>
  buildApp(loadConfig(configSchema, { ...ADMIN_TEST_ENV, DATABASE_URL: h.url, LOG_LEVEL: 'silent' }));

async function probe(
  app: App,
  caller: { auth: { authorization: string } } | { authorization: string },
  method: string,
  url: string,
  payload?: object,
) {
  const headers = 'auth' in caller ? caller.auth : caller;
  return app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
}

let roles: Record<'superadmin' | 'admin_user' | 'viewer' | 'normal_user' | 'auditor', TestTenant>;
let report: Report;
let modelId: string;

const row = (method: string, route: string, role: string) => {
  const found = report.routes.find((r) => r.method === method && r.route === route && r.role === role);
  if (!found) throw new Error(`no shadow row for ${method} ${route} ${role}`);
  return found;
};
const fetchReport = async (caller: TestTenant) => {
  const res = await h.app.inject({ method: 'GET', url: '/admin/rbac/shadow-report', headers: caller.auth });
  expect(res.statusCode).toBe(200);
  return res.json<Report>();
};

beforeAll(async () => {
  roles = {
    superadmin: await h.createTenant('superadmin'),
    admin_user: await h.createTenant('admin_user'),
    viewer: await h.createTenant('viewer'),
    normal_user: await h.createTenant('normal_user'),
    auditor: await h.createTenant('auditor'),
  };
  const [model] = await h.db
    .select({ id: schema.models.id })
    .from(schema.models)
    .where(eq(schema.models.name, 'gemini-2.5-flash'));
  modelId = model?.id ?? '';
  const key = await h.createApiKey({ tenantId: roles.admin_user.id }, roles.admin_user.id);

  // First instance: a mix of roles on the credentials, filters, models and report routes.
  const first = await probeApp();
  const expectStatus = async (status: number, ...args: Parameters<typeof probe>) =>
    expect((await probe(...args)).statusCode, `${args[2]} ${args[3]}`).toBe(status);
  await expectStatus(200, first, roles.admin_user, 'GET', '/admin/credentials');
  await expectStatus(200, first, roles.admin_user, 'GET', '/admin/credentials');
  await expectStatus(200, first, roles.viewer, 'GET', '/admin/credentials'); // allowed although the capability model says no
  await expectStatus(403, first, roles.viewer, 'POST', '/admin/credentials', {
    provider: 'openai',
    name: 'v',
    apiKey: 'k',
  });
  await expectStatus(403, first, roles.normal_user, 'GET', '/admin/filters');
  for (let i = 0; i < 3; i += 1)
    await expectStatus(200, first, roles.viewer, 'GET', '/admin/filters/content-safety-v2');
  await expectStatus(403, first, roles.auditor, 'GET', '/admin/models');
  await expectStatus(200, first, roles.superadmin, 'GET', '/admin/models');
  await expectStatus(200, first, roles.admin_user, 'PATCH', `/admin/models/${modelId}`, {
    displayName: 'Gemini 2.5 Flash',
  });
  await expectStatus(200, first, roles.admin_user, 'GET', '/admin/rbac/shadow-report');
  await expectStatus(200, first, roles.superadmin, 'GET', '/admin/rbac/shadow-report');
  await expectStatus(401, first, key.auth, 'GET', '/admin/credentials'); // refused before any role decision
  await first.close();

  // A second instance (a restart, or another replica) adds to the same rows.
  const second = await probeApp();
  await expectStatus(200, second, roles.viewer, 'GET', '/admin/credentials');
  await expectStatus(200, second, roles.admin_user, 'GET', '/admin/credentials');
  await second.close();

  report = await fetchReport(roles.superadmin);
});

describe('GET /admin/rbac/shadow-report', () => {
  it('answers {generatedAt, totals, routes} read from rbac_shadow_counts', () => {
    expect(Object.keys(report).sort()).toEqual(['generatedAt', 'routes', 'totals']);
    expect(Date.parse(report.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(report.totals).sort()).toEqual(['agreements', 'decisions', 'disagreements', 'unmapped']);
    for (const r of report.routes) {
      expect(Object.keys(r).sort()).toEqual(
        [
          'agreements',
          'capability',
          'capabilityAllows',
          'capabilityDenies',
          'disagreements',
          'enforcedAllows',
          'enforcedDenies',
          'lastDisagreementAt',
          'mapped',
          'method',
          'role',
          'route',
          'unmapped',
        ].sort(),
      );
    }
  });

  it('counts an agreement where the enforced rule and the capability model both allow (admin_user reads credentials), across instances', () => {
    expect(row('GET', '/admin/credentials', 'admin_user')).toEqual({
      method: 'GET',
      route: '/admin/credentials',
      role: 'admin_user',
      capability: 'credentials.manage',
      mapped: true,
      agreements: 3,
      disagreements: 0,
      capabilityAllows: 3,
      capabilityDenies: 0,
      enforcedAllows: 3,
      enforcedDenies: 0,
      unmapped: 0,
      lastDisagreementAt: null,
    });
  });

  it('counts a disagreement where viewer passes a read by rule but lacks the capability, and enforces nothing', () => {
    const viewerReads = row('GET', '/admin/credentials', 'viewer');
    expect(viewerReads).toMatchObject({
      capability: 'credentials.manage',
      agreements: 0,
      disagreements: 2,
      capabilityDenies: 2,
      enforcedAllows: 2,
      enforcedDenies: 0,
    });
    expect(Date.parse(viewerReads.lastDisagreementAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(row('GET', '/admin/filters/:nickname', 'viewer')).toMatchObject({
      capability: 'filters.manage',
      disagreements: 3,
      capabilityDenies: 3,
      enforcedAllows: 3,
    });
  });

  it('counts agreements where both refuse: viewer writes, normal_user and auditor on admin routes', () => {
    expect(row('POST', '/admin/credentials', 'viewer')).toMatchObject({
      agreements: 1,
      disagreements: 0,
      capabilityDenies: 1,
      enforcedDenies: 1,
      lastDisagreementAt: null,
    });
    expect(row('GET', '/admin/filters', 'normal_user')).toMatchObject({
      capability: 'filters.manage',
      agreements: 1,
      enforcedDenies: 1,
      capabilityDenies: 1,
    });
    expect(row('GET', '/admin/models', 'auditor')).toMatchObject({
      capability: 'models.manage',
      agreements: 1,
      enforcedDenies: 1,
      capabilityDenies: 1,
    });
  });

  it('counts agreements where both allow: superadmin and admin_user on models', () => {
    expect(row('GET', '/admin/models', 'superadmin')).toMatchObject({
      agreements: 1,
      enforcedAllows: 1,
      capabilityAllows: 1,
    });
    expect(row('PATCH', '/admin/models/:id', 'admin_user')).toMatchObject({
      capability: 'models.manage',
      agreements: 1,
      enforcedAllows: 1,
    });
  });

  it('shows the report route itself: admin_user passes by rule but lacks superadmin-only capability_access.manage', () => {
    expect(row('GET', '/admin/rbac/shadow-report', 'admin_user')).toMatchObject({
      capability: 'capability_access.manage',
      disagreements: 1,
      enforcedAllows: 1,
      capabilityDenies: 1,
    });
    expect(row('GET', '/admin/rbac/shadow-report', 'superadmin')).toMatchObject({
      agreements: 1,
      enforcedAllows: 1,
      capabilityAllows: 1,
    });
  });

  it('records no decision for a request refused at authentication (an API key on /admin)', () => {
    expect(report.routes.some((r) => r.role === 'api_key')).toBe(false);
  });

  it('sorts routes by disagreements, most first, and totals add up the rows', () => {
    const disagreements = report.routes.map((r) => r.disagreements);
    expect(disagreements).toEqual([...disagreements].sort((a, b) => b - a));
    expect(report.routes[0]).toMatchObject({ method: 'GET', route: '/admin/filters/:nickname', role: 'viewer' });
    const sum = (f: (r: RouteRow) => number) => report.routes.reduce((n, r) => n + f(r), 0);
    expect(report.totals).toEqual({
      decisions: sum((r) => r.enforcedAllows + r.enforcedDenies),
      agreements: sum((r) => r.agreements),
      disagreements: sum((r) => r.disagreements),
      unmapped: sum((r) => r.unmapped),
    });
    expect(report.totals.decisions).toBe(
      report.totals.agreements + report.totals.disagreements + report.totals.unmapped,
    );
    expect(report.totals.disagreements).toBeGreaterThanOrEqual(6);
  });

  it('lists a route outside the capability map as unmapped, compared with nothing', async () => {
    await h.db.insert(schema.rbacShadowCounts).values({
      method: 'GET',
      route: '/admin/unmapped-probe',
      role: 'admin_user',
      mapped: false,
      capability: null,
      enforcedAllows: 2,
      unmapped: 2,
    });
    const withUnmapped = await fetchReport(roles.admin_user);
    expect(withUnmapped.routes.find((r) => r.route === '/admin/unmapped-probe')).toMatchObject({
      mapped: false,
      capability: null,
      unmapped: 2,
      agreements: 0,
      disagreements: 0,
    });
    expect(withUnmapped.totals.unmapped).toBeGreaterThanOrEqual(2);
    await h.db.delete(schema.rbacShadowCounts).where(eq(schema.rbacShadowCounts.route, '/admin/unmapped-probe'));
  });

  it('superadmin, admin_user and viewer may read it; normal_user and auditor get 403; an API key 401', async () => {
    for (const role of ['superadmin', 'admin_user', 'viewer'] as const) await fetchReport(roles[role]);
    for (const role of ['normal_user', 'auditor'] as const) {
      const res = await h.app.inject({ method: 'GET', url: '/admin/rbac/shadow-report', headers: roles[role].auth });
      expect(res.statusCode, role).toBe(403);
    }
    const key = await h.createApiKey({ tenantId: roles.superadmin.id }, roles.superadmin.id);
    expect(
      (await h.app.inject({ method: 'GET', url: '/admin/rbac/shadow-report', headers: key.auth })).statusCode,
    ).toBe(401);
  });

  it('is read-only: there is no write route on it', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/admin/rbac/shadow-report',
      headers: roles.superadmin.auth,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
