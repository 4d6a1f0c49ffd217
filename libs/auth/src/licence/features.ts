import { PAGES, type PageId } from '../capabilities/pages.ts';

/** The three licence tiers; `community` is also what runs when no licence is installed. */
export const LICENCE_TIERS = ['community', 'professional', 'enterprise'] as const;
export type LicenceTier = (typeof LICENCE_TIERS)[number];

/**
 * Features that gate API routes rather than dashboard pages. `inspection` is also a page id: one key
 * governs both the inline-inspection page and its routes.
 */
export const ROUTE_FEATURES = ['chat', 'detection', 'image-analysis', 'document-analysis', 'inspection'] as const;
export type RouteFeature = (typeof ROUTE_FEATURES)[number];

/** Every feature key this build knows: the 38 dashboard page ids plus the route features. */
export type FeatureKey = PageId | RouteFeature;

export const KNOWN_FEATURES: ReadonlySet<string> = new Set<string>([...PAGES.map((p) => p.id), ...ROUTE_FEATURES]);

export function isKnownFeature(key: string): key is FeatureKey {
  return KNOWN_FEATURES.has(key);
}

/**
 * The community licence: what the gateway does with no licence installed, and the floor of every
 * valid licence (a paid licence never grants less than none). It is enough to run the gateway's
 * core: chat, detection, image and document analysis, and the pages to administer them. Security
 * updates and the audit trail are never withheld (`system-update`, `event-logs`), and the licence
 * page is always present so a licence can be installed.
 */
export const COMMUNITY_FEATURES: readonly FeatureKey[] = [
  // Routes.
  'chat',
  'detection',
  'image-analysis',
  'document-analysis',
  // overview
  'dashboard',
  'ai-chat',
  'my-team',
  // inventory
  'models',
  // detection
  'filters',
  'all-detections',
  'file-redaction',
  // compliance
  'event-logs',
  // access
  'tenants',
  'tenant-groups',
  'credentials',
  'access-keys',
  // system
  'settings',
  'license',
  'system-update',
];

/** Professional adds inline inspection, analysis and reporting, compliance and the lab. */
const PROFESSIONAL_EXTRA: readonly FeatureKey[] = [
  'inspection',
  'mcp-servers',
  'ai-usage',
  'claude-code',
  'llm-review',
  'analyst',
  'compliance',
  'compliance-reports',
  'access-control',
  'browser-extension',
  'tenant-analytics',
  'cost-savings',
  'filter-testing',
  'ocr-benchmark',
  'key-testing',
];

/**
 * The features the vendor's `issue` tool signs into a licence of each tier when it is given no
 * explicit list. Only the signed list counts on the appliance; these are defaults, not rules.
 * Enterprise is everything: governance, endpoint agent, repository connector, ML engine and
 * licence issuing (`license-admin`) on top of professional.
 */
export const TIER_DEFAULT_FEATURES: Readonly<Record<LicenceTier, readonly FeatureKey[]>> = {
  community: COMMUNITY_FEATURES,
  professional: [...COMMUNITY_FEATURES, ...PROFESSIONAL_EXTRA],
  enterprise: [...KNOWN_FEATURES] as FeatureKey[],
};
