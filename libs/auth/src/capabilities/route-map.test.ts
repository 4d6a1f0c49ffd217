import { describe, expect, it } from 'vitest';
import { isCapabilityName } from './inventory.ts';
import { capabilityFor, ROUTE_CAPABILITIES } from './route-map.ts';

describe('ROUTE_CAPABILITIES', () => {
  it('names only inventory capabilities and lists each path once', () => {
    for (const { read, write } of ROUTE_CAPABILITIES) {
      for (const name of [read, write]) if (name !== null) expect(isCapabilityName(name)).toBe(true);
    }
    const paths = ROUTE_CAPABILITIES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('capabilityFor', () => {
  it.each([
    ['GET', '/auth/me', null],
    ['POST', '/auth/change-password', null],
    ['GET', '/setup/status', null],
    ['POST', '/setup', 'setup.run'],
    ['GET', '/admin/tenants', 'tenants.view'],
    ['GET', '/admin/tenants/:id', 'tenants.view'],
    ['PATCH', '/admin/tenants/:id', 'tenants.manage'],
    ['DELETE', '/admin/tenants/:id', 'tenants.manage'],
    ['POST', '/admin/tenant-groups/:id/members', 'tenant_groups.manage'],
    ['POST', '/admin/api-keys/:id/regenerate', 'api_keys.manage'],
    ['GET', '/admin/credentials', 'credentials.manage'],
    ['GET', '/admin/filters', 'filters.manage'],
    ['PUT', '/admin/filters/:nickname', 'filters.manage'],
    ['GET', '/admin/models', 'models.manage'],
    ['GET', '/admin/rbac/shadow-report', 'capability_access.manage'],
    ['GET', '/admin/diagnostics/snapshot', 'diagnostics.view'],
    ['GET', '/admin/reviews', 'llm_review.view'],
    ['POST', '/admin/reviews/:id/lock', 'llm_review.manage'],
    ['PUT', '/admin/page-access/:role', 'page_access.manage'],
    ['GET', '/admin/licence', 'license.view'],
    ['POST', '/admin/licence', 'licenses.issue'],
    ['POST', '/chat/completions', null],
    ['GET', '/models', null],
    ['POST', '/api/v1/guardrails/detect', null],
    ['POST', '/sessions/:id/messages', null],
    ['POST', '/image-analysis/analyze', null],
    ['GET', '/document-analysis/redact-jobs/:jobId', null],
  ] as const)('%s %s → %s', (method, route, expected) => {
    expect(capabilityFor(method, route)).toBe(expected);
  });

  it('treats method case and a trailing slash as insignificant', () => {
    expect(capabilityFor('get', '/admin/tenants/')).toBe('tenants.view');
    expect(capabilityFor('head', '/admin/tenants')).toBe('tenants.view');
  });

  it('answers undefined for a route outside the map, matching whole segments only', () => {
    expect(capabilityFor('GET', '/admin/unknown')).toBeUndefined();
    expect(capabilityFor('GET', '/admin/tenantsx')).toBeUndefined();
    expect(capabilityFor('GET', '/chatter')).toBeUndefined();
    expect(capabilityFor('GET', '/admin/rbac/other')).toBeUndefined();
  });
});
