import { CAPABILITIES, CAPABILITY_NAMES, type CapabilityName } from './inventory.ts';
import type { AssignableRole, Role } from '../roles.ts';
import { perRole } from './per-role.ts';

/*
 * The specification shows no grant table; the defaults below follow rule 7 and the inventory notes.
 *
 * - superadmin holds every capability (rule 7, verbatim).
 * - admin_user "administers tenant, credentials, filters and keys plus chat and sessions": it holds
 *   everything except SUPERADMIN_ONLY. Those are the superadmin-locked capability, the access
 *   matrices rule 7 gives to superadmin alone (page_access.manage), appliance-wide operations
 *   (licence issuing, system update, certificates, setup — setup also creates superadmin accounts,
 *   which only superadmin may do) and endpoint_agent.manage, whose writes are superadmin only: the
 *   capability is one grant, so it follows its writes. tenants.manage stays with admin_user; its
 *   superadmin override is per method and enforced by the role decorator, not by the grant.
 * - normal_user: chat, sessions and analysis routes need no capability (see route-map.ts); the only
 *   capability it needs is detections.view, its own detections.
 * - viewer: every `*.view` capability — read-only by construction — except admin-only
 *   cost_report.view. all_detections.view_content is not a `.view`, so message bodies stay hidden.
 * - auditor: the evidence and compliance reads below; no 'withheld from auditor' capability, no
 *   all_detections.view_content (rule 7: it cannot read message content).
 * - api_key: no capability; a gateway key never reaches the admin surface.
 */
const SUPERADMIN_ONLY: ReadonlySet<CapabilityName> = new Set<CapabilityName>([
  'capability_access.manage',
  'page_access.manage',
  'licenses.issue',
  'system.update',
  'system.certificates',
  'setup.run',
  'endpoint_agent.manage',
]);

const NORMAL_USER: readonly CapabilityName[] = ['detections.view'];

const AUDITOR: readonly CapabilityName[] = [
  'all_detections.view',
  'risk_analysis.view',
  'llm_review.view',
  'threat_knowledge.view',
  'event_logs.view',
  'retention.view',
  'compliance.view',
  'compliance.export',
  'compliance.reports.view',
  'compliance.snapshots.view',
  'compliance.findings.view',
  'grc.view',
  'governance.view',
  'tenants.view',
  'license.view',
  'diagnostics.view',
];

const VIEWER: readonly CapabilityName[] = CAPABILITIES.filter(
  (c) => c.name.endsWith('.view') && !c.notes.includes('admin-only'),
).map((c) => c.name);

export function defaultGrants(): ReadonlyMap<AssignableRole, ReadonlySet<CapabilityName>> {
  return perRole<CapabilityName>({
    superadmin: CAPABILITY_NAMES,
    admin_user: CAPABILITY_NAMES.filter((name) => !SUPERADMIN_ONLY.has(name)),
    normal_user: NORMAL_USER,
    viewer: VIEWER,
    auditor: AUDITOR,
  });
}

const GRANTS = defaultGrants();

export function hasCapability(role: Role, capability: CapabilityName): boolean {
  if (role === 'api_key') return false;
  return GRANTS.get(role)?.has(capability) ?? false;
}
