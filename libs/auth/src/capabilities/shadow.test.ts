import { describe, expect, it } from 'vitest';
import { createShadowRecorder } from './shadow.ts';

const clock = (iso: string) => () => new Date(iso);

describe('createShadowRecorder', () => {
  it('counts agreements and disagreements per route, method and role', () => {
    const recorder = createShadowRecorder({ now: clock('2025-01-02T03:04:05.000Z') });
    // admin_user holds tenants.manage: enforced allow agrees, enforced deny disagrees.
    recorder.record({ method: 'PATCH', route: '/admin/tenants/:id', role: 'admin_user', enforcedAllowed: true });
    recorder.record({ method: 'PATCH', route: '/admin/tenants/:id', role: 'admin_user', enforcedAllowed: false });
    // viewer passes any role check on GET today, but holds no filters capability.
    recorder.record({ method: 'GET', route: '/admin/filters', role: 'viewer', enforcedAllowed: true });
    recorder.record({ method: 'GET', route: '/admin/filters', role: 'viewer', enforcedAllowed: true });
    // chat needs no capability.
    recorder.record({ method: 'POST', route: '/chat/completions', role: 'api_key', enforcedAllowed: true });

    const report = recorder.report();
    expect(report.totals).toStrictEqual({ decisions: 5, agreements: 2, disagreements: 3, unmapped: 0, overflow: 0 });
    expect(report.routes.map((r) => [r.method, r.route, r.role, r.disagreements])).toStrictEqual([
      ['GET', '/admin/filters', 'viewer', 2],
      ['PATCH', '/admin/tenants/:id', 'admin_user', 1],
      ['POST', '/chat/completions', 'api_key', 0],
    ]);
    expect(report.routes[0]).toMatchObject({
      capability: 'filters.manage',
      mapped: true,
      agreements: 0,
      capabilityAllows: 0,
      capabilityDenies: 2,
      enforcedAllows: 2,
      enforcedDenies: 0,
      lastDisagreementAt: '2025-01-02T03:04:05.000Z',
    });
    expect(report.routes[2]).toMatchObject({ capability: null, agreements: 1, lastDisagreementAt: null });
  });

  it('returns the capability decision and enforces nothing', () => {
    const recorder = createShadowRecorder();
    const decision = recorder.record({
      method: 'GET',
      route: '/admin/api-keys',
      role: 'viewer',
      enforcedAllowed: true,
    });
    expect(decision).toStrictEqual({ capability: 'api_keys.manage', capabilityAllowed: false });
  });

  it('counts a route outside the map as unmapped, neither agreement nor disagreement', () => {
    const recorder = createShadowRecorder();
    recorder.record({ method: 'get', route: '/admin/unknown', role: 'superadmin', enforcedAllowed: true });
    const { totals, routes } = recorder.report();
    expect(totals).toMatchObject({ decisions: 1, agreements: 0, disagreements: 0, unmapped: 1 });
    expect(routes).toStrictEqual([
      expect.objectContaining({ method: 'GET', mapped: false, capability: null, unmapped: 1, enforcedAllows: 1 }),
    ]);
  });

  it('produces a report that survives a JSON round trip', () => {
    const recorder = createShadowRecorder();
    recorder.record({ method: 'DELETE', route: '/admin/api-keys/:id', role: 'viewer', enforcedAllowed: false });
    recorder.record({ method: 'GET', route: '/nowhere', role: 'auditor', enforcedAllowed: false });
    const report = recorder.report();
    expect(JSON.parse(JSON.stringify(report))).toStrictEqual(report);
    expect(Number.isNaN(Date.parse(report.generatedAt))).toBe(false);
  });

  it('keeps rows bounded and isolated per recorder', () => {
    const recorder = createShadowRecorder({ maxRows: 2 });
    for (const route of ['/a', '/b', '/c', '/a']) {
      recorder.record({ method: 'GET', route, role: 'viewer', enforcedAllowed: true });
    }
    const report = recorder.report();
    expect(report.routes.map((r) => r.route)).toStrictEqual(['/a', '/b']);
    expect(report.totals).toMatchObject({ decisions: 4, unmapped: 4, overflow: 1 });
    expect(createShadowRecorder().report().totals.decisions).toBe(0);
  });

  it('hands out copies, so a report cannot alter the counters', () => {
    const recorder = createShadowRecorder();
    recorder.record({ method: 'GET', route: '/admin/tenants', role: 'viewer', enforcedAllowed: true });
    const first = recorder.report();
    first.totals.agreements = 99;
    const row = first.routes[0];
    if (row !== undefined) row.agreements = 99;
    expect(recorder.report().totals.agreements).toBe(1);
    expect(recorder.report().routes[0]?.agreements).toBe(1);
  });
});
