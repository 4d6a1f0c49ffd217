import type { DiagnosticsSnapshot } from '@csg/contracts';
import { describe, expect, it } from 'vitest';
import { call, useChatFleet } from './chat-e2e-helpers.ts';

// The diagnostics snapshot of the real fleet as `npm start` runs it, read through the edge.
const f = useChatFleet({ adminProviders: [], userProviders: [] });

describe('the diagnostics snapshot through the edge', () => {
  it('probes every component the fleet serves and finds nothing critical in a healthy fleet', async () => {
    const started = Date.now();
    const res = await call<DiagnosticsSnapshot>(f.edge, 'GET', '/admin/diagnostics/snapshot', { token: f.admin.token });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_500);
    const { services, datastores, findings, host } = res.body;
    expect(Object.keys(services).sort()).toEqual([
      'doc-classifier',
      'document-parser',
      'gateway-core',
      'ocr-service',
      'redactor',
    ]);
    for (const [component, entry] of Object.entries(services)) {
      expect({ component, reachable: entry.reachable, healthy: entry.healthy }).toEqual({
        component,
        reachable: true,
        healthy: true,
      });
    }
    expect(datastores.postgres).toMatchObject({ reachable: true, migrationsPending: 0 });
    expect(host).toBeNull();
    expect(findings.filter((finding) => finding.severity === 'critical')).toEqual([]);
  });

  it('answers 403 to a normal_user and 401 without a credential', async () => {
    expect((await call(f.edge, 'GET', '/admin/diagnostics/snapshot', { token: f.user.token })).status).toBe(403);
    expect((await call(f.edge, 'GET', '/admin/diagnostics/snapshot')).status).toBe(401);
  });
});
