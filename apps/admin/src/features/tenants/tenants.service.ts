import { canManageRole, type Role } from '@csg/auth';
import { badRequest, conflict, HttpError, notFound } from '@csg/errors';
import { dataScopeOf, groupScope, tenantScope, type Caller } from '../../shared/data-scope.ts';
import { envelope, type Pagination } from '../../shared/pagination.ts';
import type { TenantQueries, TenantsRepo } from './tenants.repo.ts';
import { toTenantItem, toTenantView } from './tenants.repo.ts';
import type { CreateTenantInput, TenantItem, TenantView, UpdateTenantInput } from './tenants.schemas.ts';

interface TenantsDeps {
  repo: TenantsRepo;
  hashPassword: (plain: string) => Promise<string>;
  validatePasswordPolicy: (plain: string) => string[];
}

/** The framework's own 403, as the role decorator answers it. */
const forbidden = () => new HttpError(403, 'Forbidden resource');
const tenantNotFound = () => notFound('Tenant not found');

/** Only superadmin may create, change or delete a superadmin account or hand out the role. */
function assertCanManage(actor: Role, ...roles: string[]): void {
  for (const role of roles) if (!canManageRole(actor, role as Role)) throw forbidden();
}

/**
 * Refuses a change that would leave no active superadmin: the target is one now and would stop
 * being one (deleted, deactivated or demoted).
 */
function assertNotLastSuperadmin(activeSuperadmins: readonly string[], targetId: string): void {
  if (!activeSuperadmins.some((id) => id !== targetId)) {
    throw conflict('The last active superadmin cannot be deleted, deactivated or demoted');
  }
}

/**
 * The account to change, locked, with the active superadmins as they stand. The superadmin rows
 * are always locked first and in one order, so two changes at once (two superadmins demoting each
 * other) run one after the other and cannot both pass the "last superadmin" check, nor deadlock.
 */
async function lockTarget(tx: TenantQueries, caller: Caller, id: string) {
  const activeSuperadmins = await tx.lockActiveSuperadmins();
  const target = await tx.find(id, tenantScope(caller, 'writes'), 'update');
  if (!target) throw tenantNotFound();
  return { target, activeSuperadmins };
}

export function createTenantsService({ repo, hashPassword, validatePasswordPolicy }: TenantsDeps) {
  return {
    list: async (caller: Caller, page: Pagination) => {
      const { rows, total } = await repo.list(tenantScope(caller, 'reads'), page);
      return envelope(rows.map(toTenantItem), total, page);
    },

    get: async (caller: Caller, id: string): Promise<TenantItem> => {
      const row = await repo.find(id, tenantScope(caller, 'reads'));
      if (!row) throw tenantNotFound();
      return toTenantItem(row);
    },

    create: async (caller: Caller, input: CreateTenantInput): Promise<TenantView> => {
      assertCanManage(caller.role, input.role);
      // An admin_user sees only its own tenant and members of its groups: an account it created
      // outside its groups would vanish from its view at once, so it must name one of its groups.
      if (dataScopeOf(caller.role) === 'owned_groups' && !input.groupId) {
        throw badRequest('groupId is required: a tenant created by an admin_user joins one of its groups');
      }
      const problems = validatePasswordPolicy(input.password);
      if (problems.length > 0) throw badRequest('Password does not meet the password policy', { problems });
      const passwordHash = await hashPassword(input.password);
      const row = await repo.transaction(async (tx) => {
        const { groupId } = input;
        if (groupId && !(await tx.lockGroup(groupId, groupScope(caller)))) throw notFound('Tenant group not found');
        const created = await tx.insert({
          username: input.username,
          passwordHash,
          contactEmail: input.contactEmail,
          role: input.role,
        });
        if (!created) throw conflict('Username is already taken');
        if (groupId) await tx.addToGroup(groupId, created.id);
        return created;
      });
      return toTenantView(row);
    },

    update: async (caller: Caller, id: string, changes: UpdateTenantInput): Promise<TenantItem> =>
      repo.transaction(async (tx) => {
        const { target, activeSuperadmins } = await lockTarget(tx, caller, id);
        assertCanManage(caller.role, target.role, ...(changes.role ? [changes.role] : []));
        const deactivates = changes.active === false && target.active;
        const changesRole = changes.role !== undefined && changes.role !== target.role;
        if (target.role === 'superadmin' && target.active && (deactivates || changesRole)) {
          assertNotLastSuperadmin(activeSuperadmins, target.id);
        }
        if (target.id === caller.tenantId && (deactivates || changesRole)) {
          throw conflict('You cannot deactivate your own account or change your own role');
        }
        const updated = await tx.update(id, changes);
        if (!updated) throw tenantNotFound();
        return toTenantItem(updated);
      }),

    remove: async (caller: Caller, id: string): Promise<void> =>
      repo.transaction(async (tx) => {
        const { target, activeSuperadmins } = await lockTarget(tx, caller, id);
        assertCanManage(caller.role, target.role);
        if (target.role === 'superadmin' && target.active) assertNotLastSuperadmin(activeSuperadmins, target.id);
        if (target.id === caller.tenantId) throw conflict('You cannot delete your own account');
        await tx.softDelete(id);
      }),
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
