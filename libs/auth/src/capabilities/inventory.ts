/**
 * The capability inventory of the specification, one row per capability of its table (72 names;
 * an introductory line of the specification says 60, the table is authoritative). Notes repeat the
 * table's parenthesised remarks so grants can be derived from them rather than restated.
 */
export type CapabilityGroup =
  | 'security policy'
  | 'detection evidence'
  | 'compliance'
  | 'governance'
  | 'identity access'
  | 'platform ops'
  | 'channels endpoints'
  | 'analytics cost';

export type CapabilityNote =
  | 'restarts ML services'
  | 'no message content'
  | 'no endpoint'
  | 'only gate on message bodies'
  | 'withheld from auditor'
  | 'method-level superadmin override'
  | 'superadmin-locked'
  | 'planned handlers'
  | 'writes superadmin only'
  | 'admin-only';

interface CapabilityRow {
  readonly name: string;
  readonly group: CapabilityGroup;
  /** `null` where the specification names no handler (`all_detections.view_content`). */
  readonly handlerCount: number | null;
  readonly notes: readonly CapabilityNote[];
}

const INVENTORY = [
  { name: 'filters.manage', group: 'security policy', handlerCount: 25, notes: [] },
  { name: 'filters.overrides.manage', group: 'security policy', handlerCount: 8, notes: [] },
  { name: 'output_filters.manage', group: 'security policy', handlerCount: 11, notes: [] },
  { name: 'filter_testing.run', group: 'security policy', handlerCount: 31, notes: [] },
  { name: 'ml_engine.manage', group: 'security policy', handlerCount: 2, notes: [] },
  { name: 'ml_tuning.manage', group: 'security policy', handlerCount: 3, notes: ['restarts ML services'] },
  { name: 'ocr_settings.configure', group: 'security policy', handlerCount: 2, notes: [] },
  { name: 'document_redaction.configure', group: 'security policy', handlerCount: 2, notes: [] },
  { name: 'code_safety.configure', group: 'security policy', handlerCount: 2, notes: [] },
  { name: 'prompt_compression.configure', group: 'security policy', handlerCount: 2, notes: [] },
  { name: 'attack_knowledge.manage', group: 'security policy', handlerCount: 8, notes: [] },

  { name: 'detections.view', group: 'detection evidence', handlerCount: 3, notes: [] },
  { name: 'all_detections.view', group: 'detection evidence', handlerCount: 4, notes: ['no message content'] },
  {
    name: 'all_detections.view_content',
    group: 'detection evidence',
    handlerCount: null,
    notes: ['no endpoint', 'only gate on message bodies'],
  },
  { name: 'risk_analysis.view', group: 'detection evidence', handlerCount: 5, notes: [] },
  { name: 'risk_analysis.decide', group: 'detection evidence', handlerCount: 2, notes: [] },
  { name: 'risk_analysis.run', group: 'detection evidence', handlerCount: 2, notes: [] },
  { name: 'llm_review.view', group: 'detection evidence', handlerCount: 7, notes: [] },
  { name: 'llm_review.manage', group: 'detection evidence', handlerCount: 4, notes: [] },
  { name: 'analyst.chat', group: 'detection evidence', handlerCount: 5, notes: [] },
  { name: 'threat_knowledge.view', group: 'detection evidence', handlerCount: 8, notes: [] },
  { name: 'threat_knowledge.reload', group: 'detection evidence', handlerCount: 2, notes: [] },
  { name: 'event_logs.view', group: 'detection evidence', handlerCount: 14, notes: [] },
  { name: 'retention.view', group: 'detection evidence', handlerCount: 1, notes: [] },
  { name: 'retention.manage', group: 'detection evidence', handlerCount: 2, notes: ['withheld from auditor'] },
  { name: 'logs.purge', group: 'detection evidence', handlerCount: 1, notes: [] },

  { name: 'compliance.view', group: 'compliance', handlerCount: 9, notes: [] },
  { name: 'compliance.configure', group: 'compliance', handlerCount: 4, notes: ['withheld from auditor'] },
  { name: 'compliance.export', group: 'compliance', handlerCount: 4, notes: [] },
  { name: 'compliance.reports.view', group: 'compliance', handlerCount: 3, notes: [] },
  { name: 'compliance.snapshots.view', group: 'compliance', handlerCount: 9, notes: [] },
  { name: 'compliance.snapshots.manage', group: 'compliance', handlerCount: 3, notes: ['withheld from auditor'] },
  { name: 'compliance.findings.view', group: 'compliance', handlerCount: 2, notes: [] },
  { name: 'compliance.findings.manage', group: 'compliance', handlerCount: 2, notes: [] },
  { name: 'grc.view', group: 'compliance', handlerCount: 9, notes: [] },
  { name: 'grc.manage', group: 'compliance', handlerCount: 4, notes: [] },

  { name: 'governance.view', group: 'governance', handlerCount: 6, notes: [] },
  { name: 'governance.register', group: 'governance', handlerCount: 1, notes: [] },
  { name: 'governance.decommission', group: 'governance', handlerCount: 1, notes: [] },
  { name: 'governance.policy.manage', group: 'governance', handlerCount: 2, notes: [] },

  { name: 'tenants.view', group: 'identity access', handlerCount: 2, notes: [] },
  { name: 'tenants.manage', group: 'identity access', handlerCount: 4, notes: ['method-level superadmin override'] },
  { name: 'tenant_groups.manage', group: 'identity access', handlerCount: 8, notes: [] },
  {
    name: 'capability_access.manage',
    group: 'identity access',
    handlerCount: 3,
    notes: ['superadmin-locked', 'planned handlers'],
  },
  { name: 'page_access.manage', group: 'identity access', handlerCount: 2, notes: [] },
  { name: 'credentials.manage', group: 'identity access', handlerCount: 10, notes: [] },
  { name: 'api_keys.manage', group: 'identity access', handlerCount: 8, notes: [] },
  { name: 'ldap.configure', group: 'identity access', handlerCount: 11, notes: [] },
  { name: 'password_delivery.configure', group: 'identity access', handlerCount: 3, notes: [] },

  { name: 'deployment.connectivity.set', group: 'platform ops', handlerCount: 1, notes: [] },
  { name: 'license.view', group: 'platform ops', handlerCount: 3, notes: [] },
  { name: 'licenses.issue', group: 'platform ops', handlerCount: 9, notes: [] },
  { name: 'system.update', group: 'platform ops', handlerCount: 12, notes: [] },
  { name: 'system.certificates', group: 'platform ops', handlerCount: 7, notes: [] },
  { name: 'setup.run', group: 'platform ops', handlerCount: 10, notes: [] },
  { name: 'models.manage', group: 'platform ops', handlerCount: 4, notes: [] },
  { name: 'model_routing.view', group: 'platform ops', handlerCount: 2, notes: [] },
  { name: 'model_routing.manage', group: 'platform ops', handlerCount: 3, notes: [] },
  { name: 'help.configure', group: 'platform ops', handlerCount: 3, notes: [] },
  { name: 'diagnostics.view', group: 'platform ops', handlerCount: 3, notes: [] },

  { name: 'inspection.configure', group: 'channels endpoints', handlerCount: 9, notes: [] },
  { name: 'attribution.manage', group: 'channels endpoints', handlerCount: 5, notes: [] },
  { name: 'extension.manage', group: 'channels endpoints', handlerCount: 6, notes: [] },
  { name: 'extension.events.view', group: 'channels endpoints', handlerCount: 2, notes: [] },
  { name: 'edl_tokens.manage', group: 'channels endpoints', handlerCount: 3, notes: [] },
  { name: 'endpoint_agent.manage', group: 'channels endpoints', handlerCount: 11, notes: ['writes superadmin only'] },
  { name: 'repo_connector.manage', group: 'channels endpoints', handlerCount: 21, notes: [] },
  { name: 'ai_usage.view', group: 'channels endpoints', handlerCount: 6, notes: [] },

  { name: 'analytics.view', group: 'analytics cost', handlerCount: 2, notes: [] },
  { name: 'cost_report.view', group: 'analytics cost', handlerCount: 7, notes: ['admin-only'] },
  { name: 'cost_report.teams.view', group: 'analytics cost', handlerCount: 1, notes: [] },
  { name: 'integrations.manage', group: 'analytics cost', handlerCount: 8, notes: [] },
] as const satisfies readonly CapabilityRow[];

export type CapabilityName = (typeof INVENTORY)[number]['name'];

export interface Capability extends CapabilityRow {
  readonly name: CapabilityName;
}

export const CAPABILITIES: readonly Capability[] = INVENTORY;

export const CAPABILITY_NAMES: readonly CapabilityName[] = CAPABILITIES.map((c) => c.name);

const NAME_SET: ReadonlySet<string> = new Set(CAPABILITY_NAMES);

export function isCapabilityName(name: string): name is CapabilityName {
  return NAME_SET.has(name);
}

export function capabilitiesWithNote(note: CapabilityNote): readonly CapabilityName[] {
  return CAPABILITIES.filter((c) => c.notes.includes(note)).map((c) => c.name);
}
