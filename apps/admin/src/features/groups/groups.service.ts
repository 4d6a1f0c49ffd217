import { conflict, notFound } from '@csg/errors';
import { groupScope, tenantScope, type Caller } from '../../shared/data-scope.ts';
import { envelope, type Pagination } from '../../shared/pagination.ts';
import type { GroupsRepo } from './groups.repo.ts';
import type { GroupMember, GroupView } from './groups.schemas.ts';

const groupNotFound = () => notFound('Tenant group not found');

/**
 * Tenant groups. The owner is the account that created the group; only the owner, or a
 * superadmin (global scope), sees and manages it; anyone else gets 404.
 */
export function createGroupsService({ repo }: { repo: GroupsRepo }) {
  const view = async (group: { id: string; name: string; ownerId: string; createdAt: Date }): Promise<GroupView> => ({
    id: group.id,
    name: group.name,
    ownerId: group.ownerId,
    createdAt: group.createdAt.toISOString(),
    members: await repo.members(group.id),
  });

  return {
    list: async (caller: Caller, page: Pagination) => {
      const { rows, total } = await repo.list(groupScope(caller), page);
      return envelope(rows, total, page);
    },

    get: async (caller: Caller, id: string): Promise<GroupView> => {
      const group = await repo.find(id, groupScope(caller));
      if (!group) throw groupNotFound();
      return view(group);
    },

    create: async (caller: Caller, name: string): Promise<GroupView> => view(await repo.insert(name, caller.tenantId)),

    /** The tenant must be live and in the caller's data scope, as any tenant it acts on. */
    addMember: async (caller: Caller, groupId: string, tenantId: string): Promise<GroupMember> =>
      repo.transaction(async (tx) => {
        if (!(await tx.find(groupId, groupScope(caller), 'share'))) throw groupNotFound();
        const tenant = await tx.lockTenant(tenantId, tenantScope(caller, 'writes'));
        if (!tenant) throw notFound('Tenant not found');
        const added = await tx.addMember(groupId, tenantId);
        if (!added) throw conflict('Tenant is already a member of this group');
        return { tenantId, username: tenant.username, addedAt: added.addedAt.toISOString() };
      }),

    /** A group key acting as this member moves on to the next member; the key is not revoked. */
    removeMember: async (caller: Caller, groupId: string, tenantId: string): Promise<void> => {
      if (!(await repo.find(groupId, groupScope(caller)))) throw groupNotFound();
      if (!(await repo.removeMember(groupId, tenantId))) throw notFound('Tenant is not a member of this group');
    },

    /** Refused while the group has a key that can still authenticate: deleting a group never kills a key. */
    remove: async (caller: Caller, id: string): Promise<void> =>
      repo.transaction(async (tx) => {
        if (!(await tx.find(id, groupScope(caller), 'update'))) throw groupNotFound();
        if ((await tx.usableKeyCount(id)) > 0) {
          throw conflict('The group still has API keys that are not revoked; revoke them before deleting the group');
        }
        await tx.delete(id);
      }),
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
