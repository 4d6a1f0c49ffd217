import { HttpError, PolicyError } from '@csg/errors';
import { describe, expect, it } from 'vitest';
import { assignableRoleSchema, canManageRole, checkRole, isSafeMethod, ROLE_TRAITS, SAFE_METHODS } from './roles.ts';
import type { RoleCheck } from './roles.ts';

const ADMIN_ONLY = ['admin_user'] as const;
const CHAT_ROLES = ['admin_user', 'normal_user', 'api_key'] as const;

function outcome(check: RoleCheck): string {
  try {
    checkRole(check);
    return 'pass';
  } catch (err) {
    if (err instanceof PolicyError) return `${err.statusCode} ${err.code}`;
    if (err instanceof HttpError) return `${err.statusCode} ${err.message}`;
    throw err;
  }
}

describe('roles', () => {
  it('the five assignable roles are exactly superadmin, admin_user, normal_user, viewer, auditor', () => {
    expect(assignableRoleSchema.options).toStrictEqual([
      'superadmin',
      'admin_user',
      'normal_user',
      'viewer',
      'auditor',
    ]);
  });

  it('api_key is not an assignable role', () => {
    expect(assignableRoleSchema.safeParse('api_key').success).toBe(false);
    expect(assignableRoleSchema.safeParse('root').success).toBe(false);
  });

  it('data scope and read-only flag follow the specification table', () => {
    expect(ROLE_TRAITS).toStrictEqual({
      superadmin: { scope: 'global', readOnly: false },
      admin_user: { scope: 'owned_groups', readOnly: false },
      normal_user: { scope: 'self', readOnly: false },
      viewer: { scope: 'global', readOnly: true },
      auditor: { scope: 'global', readOnly: false },
    });
  });

  it('safe methods are GET, HEAD and OPTIONS, in any case', () => {
    expect(SAFE_METHODS).toStrictEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(['GET', 'head', 'Options'].map(isSafeMethod)).toStrictEqual([true, true, true]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE'].map(isSafeMethod)).toStrictEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('checkRole (authentication rule 7)', () => {
  it.each([
    // viewer
    ['viewer GET on an admin-only route passes', { role: 'viewer', method: 'GET', allowed: ADMIN_ONLY }, 'pass'],
    ['viewer HEAD and OPTIONS pass too', { role: 'viewer', method: 'OPTIONS', allowed: ['superadmin'] }, 'pass'],
    ['viewer POST anywhere → READ_ONLY_ROLE', { role: 'viewer', method: 'POST', allowed: 'any' }, '403 READ_ONLY_ROLE'],
    [
      'viewer DELETE on a route listing viewer → READ_ONLY_ROLE',
      { role: 'viewer', method: 'DELETE', allowed: ['viewer'] },
      '403 READ_ONLY_ROLE',
    ],
    [
      'viewer chat write → READ_ONLY_ROLE',
      { role: 'viewer', method: 'POST', allowed: 'any', chatWrite: true },
      '403 READ_ONLY_ROLE',
    ],
    // auditor
    [
      'auditor chat write → ROLE_NOT_FOR_CHAT',
      { role: 'auditor', method: 'POST', allowed: 'any', chatWrite: true },
      '403 ROLE_NOT_FOR_CHAT',
    ],
    [
      'auditor chat write is refused even when listed',
      { role: 'auditor', method: 'POST', allowed: ['auditor'], chatWrite: true },
      '403 ROLE_NOT_FOR_CHAT',
    ],
    [
      'auditor read passes where allowed',
      { role: 'auditor', method: 'GET', allowed: ['admin_user', 'auditor'] },
      'pass',
    ],
    ['auditor passes a route with no role decorator', { role: 'auditor', method: 'GET', allowed: 'any' }, 'pass'],
    ['auditor non-chat write passes where allowed', { role: 'auditor', method: 'POST', allowed: ['auditor'] }, 'pass'],
    [
      'auditor read is refused where not allowed',
      { role: 'auditor', method: 'GET', allowed: ADMIN_ONLY },
      '403 Forbidden resource',
    ],
    // superadmin
    ['superadmin passes an admin-only write', { role: 'superadmin', method: 'POST', allowed: ADMIN_ONLY }, 'pass'],
    [
      'superadmin passes a route not listing it',
      { role: 'superadmin', method: 'DELETE', allowed: ['normal_user'] },
      'pass',
    ],
    [
      'superadmin passes a chat write',
      { role: 'superadmin', method: 'POST', allowed: CHAT_ROLES, chatWrite: true },
      'pass',
    ],
    // everyone else: the allowed list
    [
      'normal_user on an admin route → 403',
      { role: 'normal_user', method: 'GET', allowed: ADMIN_ONLY },
      '403 Forbidden resource',
    ],
    [
      'normal_user chat write passes where allowed',
      { role: 'normal_user', method: 'POST', allowed: CHAT_ROLES, chatWrite: true },
      'pass',
    ],
    ['admin_user passes an admin route', { role: 'admin_user', method: 'PATCH', allowed: ADMIN_ONLY }, 'pass'],
    [
      'api_key passes a chat route that lists it',
      { role: 'api_key', method: 'POST', allowed: CHAT_ROLES, chatWrite: true },
      'pass',
    ],
    [
      'api_key on an admin route → 403',
      { role: 'api_key', method: 'GET', allowed: ADMIN_ONLY },
      '403 Forbidden resource',
    ],
    [
      'an empty allowed list refuses admin_user (only superadmin and viewer reads pass it)',
      { role: 'admin_user', method: 'GET', allowed: [] },
      '403 Forbidden resource',
    ],
  ] satisfies [string, RoleCheck, string][])('%s', (_rule, check, expected) => {
    expect(outcome(check)).toBe(expected);
  });

  it('the policy refusals render the policy body; the 403 renders the framework body', () => {
    const bodyOf = (check: RoleCheck) => {
      try {
        checkRole(check);
      } catch (err) {
        return (err as PolicyError | HttpError).toBody();
      }
    };
    expect(bodyOf({ role: 'viewer', method: 'PUT', allowed: 'any' })).toMatchObject({
      statusCode: 403,
      code: 'READ_ONLY_ROLE',
    });
    expect(bodyOf({ role: 'auditor', method: 'POST', allowed: 'any', chatWrite: true })).toMatchObject({
      statusCode: 403,
      code: 'ROLE_NOT_FOR_CHAT',
    });
    expect(bodyOf({ role: 'normal_user', method: 'GET', allowed: ADMIN_ONLY })).toStrictEqual({
      statusCode: 403,
      message: 'Forbidden resource',
      error: 'Forbidden',
    });
  });
});

describe('canManageRole', () => {
  const assignable = assignableRoleSchema.options;

  it('only superadmin may create or change superadmin accounts', () => {
    expect(canManageRole('superadmin', 'superadmin')).toBe(true);
    for (const actor of ['admin_user', 'normal_user', 'viewer', 'auditor', 'api_key'] as const) {
      expect(canManageRole(actor, 'superadmin')).toBe(false);
    }
  });

  it('superadmin and admin_user manage the four other assignable roles', () => {
    for (const target of assignable.filter((r) => r !== 'superadmin')) {
      expect(canManageRole('superadmin', target)).toBe(true);
      expect(canManageRole('admin_user', target)).toBe(true);
    }
  });

  it('normal_user, viewer, auditor and api_key manage no account', () => {
    for (const actor of ['normal_user', 'viewer', 'auditor', 'api_key'] as const) {
      expect(assignable.some((target) => canManageRole(actor, target))).toBe(false);
    }
  });

  it('nobody may assign api_key', () => {
    for (const actor of [...assignable, 'api_key'] as const) {
      expect(canManageRole(actor, 'api_key')).toBe(false);
    }
  });
});
