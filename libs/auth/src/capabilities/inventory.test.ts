import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_NAMES, capabilitiesWithNote, isCapabilityName } from './inventory.ts';

// Transcribed from the specification's inventory table, group by group, in the table's order.
const SPEC_TABLE: Record<string, string> = {
  'security policy':
    'filters.manage filters.overrides.manage output_filters.manage filter_testing.run ml_engine.manage ' +
    'ml_tuning.manage ocr_settings.configure document_redaction.configure code_safety.configure ' +
    'prompt_compression.configure attack_knowledge.manage',
  'detection evidence':
    'detections.view all_detections.view all_detections.view_content risk_analysis.view ' +
    'risk_analysis.decide risk_analysis.run llm_review.view llm_review.manage analyst.chat ' +
    'threat_knowledge.view threat_knowledge.reload event_logs.view retention.view retention.manage logs.purge',
  compliance:
    'compliance.view compliance.configure compliance.export compliance.reports.view ' +
    'compliance.snapshots.view compliance.snapshots.manage compliance.findings.view ' +
    'compliance.findings.manage grc.view grc.manage',
  governance: 'governance.view governance.register governance.decommission governance.policy.manage',
  'identity access':
    'tenants.view tenants.manage tenant_groups.manage capability_access.manage page_access.manage ' +
    'credentials.manage api_keys.manage ldap.configure password_delivery.configure',
  'platform ops':
    'deployment.connectivity.set license.view licenses.issue system.update system.certificates setup.run ' +
    'models.manage model_routing.view model_routing.manage help.configure diagnostics.view',
  'channels endpoints':
    'inspection.configure attribution.manage extension.manage extension.events.view edl_tokens.manage ' +
    'endpoint_agent.manage repo_connector.manage ai_usage.view',
  'analytics cost': 'analytics.view cost_report.view cost_report.teams.view integrations.manage',
};

describe('CAPABILITIES', () => {
  it('holds exactly the 72 unique names of the specification table, in their groups', () => {
    expect(CAPABILITY_NAMES).toHaveLength(72);
    expect(new Set(CAPABILITY_NAMES).size).toBe(72);
    for (const [group, names] of Object.entries(SPEC_TABLE)) {
      expect(CAPABILITIES.filter((c) => c.group === group).map((c) => c.name)).toStrictEqual(names.split(' '));
    }
  });

  it('records a handler count for every capability but the endpoint-less content gate', () => {
    const withoutCount = CAPABILITIES.filter((c) => c.handlerCount === null).map((c) => c.name);
    expect(withoutCount).toStrictEqual(['all_detections.view_content']);
    for (const c of CAPABILITIES) if (c.handlerCount !== null) expect(c.handlerCount).toBeGreaterThan(0);
  });

  it('carries the table notes that grants depend on', () => {
    expect(capabilitiesWithNote('withheld from auditor')).toStrictEqual([
      'retention.manage',
      'compliance.configure',
      'compliance.snapshots.manage',
    ]);
    expect(capabilitiesWithNote('superadmin-locked')).toStrictEqual(['capability_access.manage']);
    expect(capabilitiesWithNote('writes superadmin only')).toStrictEqual(['endpoint_agent.manage']);
    expect(capabilitiesWithNote('admin-only')).toStrictEqual(['cost_report.view']);
    expect(capabilitiesWithNote('method-level superadmin override')).toStrictEqual(['tenants.manage']);
  });

  it('recognises inventory names and nothing else', () => {
    expect(isCapabilityName('filters.manage')).toBe(true);
    expect(isCapabilityName('filter.manage')).toBe(false);
  });
});
