import { canManageRole, type GeneratedApiKey, type Role } from '@csg/auth';
import { badRequest, conflict, HttpError, notFound } from '@csg/errors';
import { apiKeyScope, groupScope, tenantScope, type Caller } from '../../shared/data-scope.ts';
import { envelope, type Pagination } from '../../shared/pagination.ts';
import type { ApiKeyQueries, ApiKeysRepo } from './api-keys.repo.ts';
import type { CreateApiKeyInput, CreatedApiKey } from './api-keys.schemas.ts';

interface ApiKeysDeps {
  repo: ApiKeysRepo;
  generateApiKey: () => GeneratedApiKey;
  now?: () => Date;
}

/** The caller as the key routes need it: its username names a key given no name. */
export interface KeyCaller extends Caller {
  username: string;
}

const forbidden = () => new HttpError(403, 'Forbidden resource');

/**
 * A key acting as another account is administered like that account: only superadmin issues or
 * manages a key that acts as a superadmin. Keys acting as the caller itself and group keys are
 * governed by the data scope alone.
 */
function assertMayActAs(caller: Caller, tenantId: string | null, tenantRole: string | null): void {
  if (tenantId === null || tenantId === caller.tenantId || tenantRole === null) return;
  if (!canManageRole(caller.role, tenantRole as Role)) throw forbidden();
}

export function createApiKeysService({ repo, generateApiKey, now = () => new Date() }: ApiKeysDeps) {
  /** A key in the caller's scope that the caller may administer, locked for the transaction. */
  const lockManagedKey = async (tx: ApiKeyQueries, caller: Caller, id: string) => {
    const found = await tx.lockKey(id, apiKeyScope(caller));
    if (!found) throw notFound('API key not found');
    assertMayActAs(caller, found.key.tenantId, found.tenantRole);
    return found.key;
  };

  return {
    list: async (caller: Caller, page: Pagination) => {
      const { rows, total } = await repo.list(apiKeyScope(caller), page);
      return envelope(rows, total, page);
    },

    create: async (caller: KeyCaller, input: CreateApiKeyInput): Promise<CreatedApiKey> => {
      if (input.expiresAt && input.expiresAt.getTime() <= now().getTime()) {
        throw badRequest('expiresAt must be in the future');
      }
      const name = input.name || caller.username;
      return repo.transaction(async (tx) => {
        let owner: { tenantId: string; groupId: null } | { tenantId: null; groupId: string };
        if (input.groupId) {
          if (!(await tx.lockGroup(input.groupId, groupScope(caller)))) throw notFound('Tenant group not found');
          owner = { tenantId: null, groupId: input.groupId };
        } else {
          const tenantId = input.tenantId ?? caller.tenantId;
          const tenant = await tx.lockTenant(tenantId, tenantScope(caller, 'writes'));
          if (!tenant) throw notFound('Tenant not found');
          assertMayActAs(caller, tenant.id, tenant.role);
          owner = { tenantId, groupId: null };
        }
        const { plaintext, hash } = generateApiKey();
        const row = await tx.insert({
          name,
          keyHash: hash,
          ...owner,
          createdBy: caller.tenantId,
          expiresAt: input.expiresAt,
        });
        return {
          id: row.id,
          name: row.name,
          key: plaintext,
          scopes: row.scopes,
          expiresAt: row.expiresAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },

    /** valid → valid with a new secret; the old one stops working when this commits. */
    regenerate: async (caller: Caller, id: string): Promise<{ id: string; key: string }> =>
      repo.transaction(async (tx) => {
        const key = await lockManagedKey(tx, caller, id);
        if (key.revokedAt) throw conflict('API key has been revoked');
        if (key.expiresAt && key.expiresAt.getTime() <= now().getTime()) throw conflict('API key has expired');
        const { plaintext, hash } = generateApiKey();
        await tx.setHash(id, hash);
        return { id, key: plaintext };
      }),

    /** Revoking is final and idempotent: revoking a revoked key changes nothing. */
    revoke: async (caller: Caller, id: string): Promise<void> =>
      repo.transaction(async (tx) => {
        await lockManagedKey(tx, caller, id);
        await tx.revoke(id);
      }),
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
