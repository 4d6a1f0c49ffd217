import type { Role } from '@csg/auth';
import { describe, expect, it } from 'vitest';
import { seesRedTeamModels } from './red-team.ts';

describe('red-team models', () => {
  it('are listed to admin_user, superadmin and viewer only, never to an API key', () => {
    const roles: Role[] = ['superadmin', 'admin_user', 'normal_user', 'viewer', 'auditor', 'api_key'];
    expect(roles.filter(seesRedTeamModels)).toEqual(['superadmin', 'admin_user', 'viewer']);
  });
});
