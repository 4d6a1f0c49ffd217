import { describe, expect, it } from 'vitest';
import { defaultPageBaselines, LICENCE_PAGE, PAGES, visiblePages } from './pages.ts';
import { assignableRoleSchema } from '../roles.ts';

const ROLES = assignableRoleSchema.options;

const ids = (pages: readonly { id: string }[]) => pages.map((p) => p.id);

describe('PAGES', () => {
  it('lists the 38 dashboard pages with unique ids and paths', () => {
    expect(PAGES).toHaveLength(38);
    expect(new Set(ids(PAGES)).size).toBe(38);
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(38);
    expect(PAGES.find((p) => p.id === 'claude-code')).toStrictEqual({
      id: 'claude-code',
      path: '/claude-code',
      section: 'detection',
    });
  });
});

describe('page baselines', () => {
  it('gives superadmin every page and every role a subset of the pages', () => {
    const baselines = defaultPageBaselines();
    expect([...(baselines.get('superadmin') ?? [])]).toStrictEqual(ids(PAGES));
    for (const role of ROLES) for (const id of baselines.get(role) ?? []) expect(ids(PAGES)).toContain(id);
  });

  it('keeps superadmin-only pages from admin_user and chat from viewer and auditor', () => {
    expect(ids(visiblePages('admin_user'))).not.toContain('license-admin');
    expect(ids(visiblePages('admin_user'))).toContain('access-keys');
    for (const role of ['viewer', 'auditor'] as const) expect(ids(visiblePages(role))).not.toContain('ai-chat');
    expect(ids(visiblePages('normal_user'))).toStrictEqual(['dashboard', 'ai-chat', 'file-redaction']);
  });

  it('shows an API key no page', () => {
    expect(visiblePages('api_key')).toStrictEqual([]);
  });
});

describe('visiblePages with a licence', () => {
  it('subtracts unlicensed pages for superadmin too', () => {
    const visible = ids(visiblePages('superadmin', new Set(['dashboard', 'filters'])));
    expect(visible).toStrictEqual(['dashboard', 'filters', LICENCE_PAGE]);
  });

  it('never subtracts the licence page, even under an empty licence', () => {
    for (const role of ['superadmin', 'admin_user', 'auditor'] as const) {
      expect(ids(visiblePages(role, new Set()))).toStrictEqual([LICENCE_PAGE]);
    }
  });

  it('does not add the licence page to a role whose baseline lacks it', () => {
    expect(visiblePages('normal_user', new Set())).toStrictEqual([]);
  });
});
