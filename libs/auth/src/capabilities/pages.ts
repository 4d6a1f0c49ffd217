import type { AssignableRole, Role } from '../roles.ts';
import { perRole } from './per-role.ts';

/** The 38 dashboard pages of the specification; the page id is also its licence key. */
const PAGE_LIST = [
  { id: 'dashboard', path: '/overview', section: 'overview' },
  { id: 'ai-chat', path: '/playground', section: 'overview' },
  { id: 'my-team', path: '/my-team', section: 'overview' },
  { id: 'models', path: '/ai-inventory/models', section: 'inventory' },
  { id: 'mcp-servers', path: '/ai-inventory/mcp-servers', section: 'inventory' },
  { id: 'filters', path: '/filters', section: 'detection' },
  { id: 'all-detections', path: '/all-detections', section: 'detection' },
  { id: 'ai-usage', path: '/ai-usage', section: 'detection' },
  { id: 'claude-code', path: '/claude-code', section: 'detection' },
  { id: 'inspection', path: '/inspection', section: 'detection' },
  { id: 'file-redaction', path: '/file-redaction', section: 'detection' },
  { id: 'llm-review', path: '/llm-review', section: 'detection' },
  { id: 'analyst', path: '/analyst', section: 'detection' },
  { id: 'compliance', path: '/compliance', section: 'compliance' },
  { id: 'compliance-reports', path: '/compliance-reports', section: 'compliance' },
  { id: 'event-logs', path: '/event-logs', section: 'compliance' },
  { id: 'governance', path: '/governance', section: 'governance' },
  { id: 'governance-inventory', path: '/governance/inventory', section: 'governance' },
  { id: 'governance-risk', path: '/governance/risk', section: 'governance' },
  { id: 'governance-ownership', path: '/governance/ownership', section: 'governance' },
  { id: 'tenants', path: '/tenants', section: 'access' },
  { id: 'access-control', path: '/access-control', section: 'access' },
  { id: 'tenant-groups', path: '/tenant-groups', section: 'access' },
  { id: 'credentials', path: '/credentials', section: 'access' },
  { id: 'access-keys', path: '/access-keys', section: 'access' },
  { id: 'endpoint-agent', path: '/endpoint-agent', section: 'endpoints' },
  { id: 'browser-extension', path: '/browser-extension', section: 'endpoints' },
  { id: 'repo-connector', path: '/repo-connector', section: 'endpoints' },
  { id: 'tenant-analytics', path: '/tenant-analytics', section: 'reporting' },
  { id: 'cost-savings', path: '/cost-savings', section: 'reporting' },
  { id: 'filter-testing', path: '/filter-testing', section: 'lab' },
  { id: 'ocr-benchmark', path: '/ocr-benchmark', section: 'lab' },
  { id: 'key-testing', path: '/key-testing', section: 'lab' },
  { id: 'ml-engine', path: '/ml-engine', section: 'lab' },
  { id: 'settings', path: '/settings', section: 'system' },
  { id: 'license', path: '/license', section: 'system' },
  { id: 'system-update', path: '/system-update', section: 'system' },
  { id: 'license-admin', path: '/license-admin', section: 'system' },
] as const;

export type PageId = (typeof PAGE_LIST)[number]['id'];
export type PageSection = (typeof PAGE_LIST)[number]['section'];

export interface Page {
  readonly id: PageId;
  readonly path: string;
  readonly section: PageSection;
}

export const PAGES: readonly Page[] = PAGE_LIST;

/** Rule 9: the licence page survives a licence that lacks it, so a licence can still be installed. */
export const LICENCE_PAGE: PageId = 'license';

/*
 * Default page baselines (the specification shows none). Each follows the role's capabilities in
 * grants.ts, so a page a role sees is one whose API it may call:
 * - superadmin: every page.
 * - admin_user: every page but the four backed by superadmin-only capabilities (access matrices,
 *   endpoint agent, system update, licence issuing).
 * - normal_user: overview, the chat playground and file redaction (chat and analysis for itself).
 * - viewer: read-only displays backed by `*.view` grants; no tool that works by POST (playground,
 *   lab, file redaction, analyst), no configuration page, no admin-only cost savings, no team page
 *   (teams are groups an admin_user owns).
 * - auditor: the evidence and compliance displays backed by its grants.
 */
const ADMIN_EXCLUDED: ReadonlySet<PageId> = new Set<PageId>([
  'access-control',
  'endpoint-agent',
  'system-update',
  'license-admin',
]);

const NORMAL_USER: readonly PageId[] = ['dashboard', 'ai-chat', 'file-redaction'];

const GOVERNANCE: readonly PageId[] = ['governance', 'governance-inventory', 'governance-risk', 'governance-ownership'];

const AUDITOR: readonly PageId[] = [
  'dashboard',
  'all-detections',
  'llm-review',
  'compliance',
  'compliance-reports',
  'event-logs',
  ...GOVERNANCE,
  'tenants',
  'license',
];

const VIEWER: readonly PageId[] = [
  ...AUDITOR,
  'models',
  'mcp-servers',
  'ai-usage',
  'claude-code',
  'browser-extension',
  'tenant-analytics',
];

export function defaultPageBaselines(): ReadonlyMap<AssignableRole, ReadonlySet<PageId>> {
  const all = PAGES.map((p) => p.id);
  return perRole<PageId>({
    superadmin: all,
    admin_user: all.filter((id) => !ADMIN_EXCLUDED.has(id)),
    normal_user: NORMAL_USER,
    viewer: VIEWER,
    auditor: AUDITOR,
  });
}

const BASELINES = defaultPageBaselines();

/**
 * The pages a role sees, in dashboard order. With `licensedPages` (the page ids the installed licence
 * covers), an unlicensed page is removed for every role, superadmin included, except the licence
 * page (rule 9); without it no licence filter applies. An API key has no dashboard.
 */
export function visiblePages(role: Role, licensedPages?: ReadonlySet<string>): readonly Page[] {
  if (role === 'api_key') return [];
  const baseline = BASELINES.get(role);
  return PAGES.filter(
    (page) =>
      baseline?.has(page.id) === true &&
      (licensedPages === undefined || page.id === LICENCE_PAGE || licensedPages.has(page.id)),
  );
}
