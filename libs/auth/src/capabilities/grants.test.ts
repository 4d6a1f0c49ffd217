import { describe, expect, it } from 'vitest';
import { defaultGrants, hasCapability } from './grants.ts';
import { CAPABILITY_NAMES, capabilitiesWithNote, isCapabilityName } from './inventory.ts';
import { assignableRoleSchema, type AssignableRole } from '../roles.ts';

const ROLES = assignableRoleSchema.options;

const grants = defaultGrants();
const grantsOf = (role: AssignableRole) => [...(grants.get(role) ?? [])];

describe('defaultGrants', () => {
  it('has an entry for each of the five roles, naming only inventory capabilities', () => {
    expect([...grants.keys()]).toStrictEqual([...ROLES]);
    for (const role of ROLES) for (const name of grantsOf(role)) expect(isCapabilityName(name)).toBe(true);
  });

  it('gives superadmin every capability', () => {
    expect(grantsOf('superadmin').sort()).toStrictEqual([...CAPABILITY_NAMES].sort());
  });

  it('keeps the superadmin-only capabilities from admin_user and nothing else', () => {
    const missing = CAPABILITY_NAMES.filter((name) => !hasCapability('admin_user', name));
    expect(missing.sort()).toStrictEqual(
      [
        'capability_access.manage',
        'endpoint_agent.manage',
        'licenses.issue',
        'page_access.manage',
        'setup.run',
        'system.certificates',
        'system.update',
      ].sort(),
    );
  });

  it('never gives the auditor message content or a capability withheld from it', () => {
    expect(hasCapability('auditor', 'all_detections.view_content')).toBe(false);
    expect(hasCapability('auditor', 'all_detections.view')).toBe(true);
    for (const name of capabilitiesWithNote('withheld from auditor'))
      expect(hasCapability('auditor', name)).toBe(false);
  });

  it('gives the viewer only `.view` capabilities, never message content nor admin-only reports', () => {
    for (const name of grantsOf('viewer')) expect(name).toMatch(/\.view$/);
    expect(hasCapability('viewer', 'all_detections.view_content')).toBe(false);
    expect(hasCapability('viewer', 'cost_report.view')).toBe(false);
    expect(hasCapability('viewer', 'compliance.reports.view')).toBe(true);
  });

  it('keeps admin-only capabilities to superadmin and admin_user', () => {
    for (const name of capabilitiesWithNote('admin-only')) {
      expect(ROLES.filter((role) => hasCapability(role, name))).toStrictEqual(['superadmin', 'admin_user']);
    }
  });

  it('gives normal_user only its own detections', () => {
    expect(grantsOf('normal_user')).toStrictEqual(['detections.view']);
  });

  it('gives an API key no capability', () => {
    expect(CAPABILITY_NAMES.filter((name) => hasCapability('api_key', name))).toStrictEqual([]);
  });

  it('returns a copy that cannot change later answers', () => {
    const copy = defaultGrants().get('viewer') as Set<string>;
    copy.add('filters.manage');
    expect(hasCapability('viewer', 'filters.manage')).toBe(false);
  });
});
