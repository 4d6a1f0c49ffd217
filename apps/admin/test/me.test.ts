import { describe, expect, it } from 'vitest';
import { useAdminApp } from './harness.ts';

const h = useAdminApp();

interface Me {
  id: string;
  username: string;
  contactEmail: string;
  role: string;
  pages: { id: string }[];
  capabilities: string[];
}

describe('GET /auth/me', () => {
  it('returns the caller as stored, with all 72 capabilities and the licensed pages for a superadmin', async () => {
    const root = await h.createTenant('superadmin', { contactEmail: 'root@example.com' });
    const res = await h.app.inject({ method: 'GET', url: '/auth/me', headers: root.auth });
    expect(res.statusCode).toBe(200);
    const me = res.json<Me>();
    expect(me).toMatchObject({
      id: root.id,
      username: root.username,
      contactEmail: 'root@example.com',
      role: 'superadmin',
    });
    // No licence installed: community pages only, superadmin included (rule 9), licence page kept.
    const pageIds = me.pages.map((p) => p.id);
    expect(pageIds).toContain('license');
    expect(pageIds).toContain('tenants');
    expect(pageIds).not.toContain('governance');
    expect(me.pages.length).toBeLessThan(38);
    expect(me.capabilities).toHaveLength(72);
  });

  it('never lists message content to an auditor, and gives a viewer only view capabilities', async () => {
    const auditor = (
      await h.app.inject({ method: 'GET', url: '/auth/me', headers: (await h.createTenant('auditor')).auth })
    ).json<Me>();
    expect(auditor.capabilities).toContain('all_detections.view');
    expect(auditor.capabilities).not.toContain('all_detections.view_content');
    const viewer = (
      await h.app.inject({ method: 'GET', url: '/auth/me', headers: (await h.createTenant('viewer')).auth })
    ).json<Me>();
    expect(viewer.capabilities.length).toBeGreaterThan(0);
    expect(viewer.capabilities.every((c) => c.endsWith('.view'))).toBe(true);
  });

  it('is open to every signed-in role, auditor and normal_user included', async () => {
    for (const role of ['admin_user', 'normal_user', 'auditor', 'viewer'] as const) {
      const res = await h.app.inject({ method: 'GET', url: '/auth/me', headers: (await h.createTenant(role)).auth });
      expect(res.statusCode, role).toBe(200);
    }
  });

  it('refuses an API key (JWT-only surface) and a missing token with 401', async () => {
    const owner = await h.createTenant('admin_user');
    const key = await h.createApiKey({ tenantId: owner.id }, owner.id);
    expect((await h.app.inject({ method: 'GET', url: '/auth/me', headers: key.auth })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
  });
});
