import { randomUUID } from 'node:crypto';
import { badRequest, conflict, notFound } from '@csg/errors';
import {
  isDuplicateName,
  sealCredentialSecret,
  type CredentialChanges,
  type CredentialRow,
  type CredentialsRepo,
  type OwnerScope,
} from '@csg/models';
import { resolvedBaseUrlProblem, type LookupAll, type ProviderCode } from '@csg/providers';
import { ownerScope, reachableTenants, type Caller } from '../../shared/data-scope.ts';
import { envelope, offsetOf } from '../../shared/pagination.ts';
import type { TenantsRepo } from '../tenants/tenants.repo.ts';
import type {
  CreateCredentialInput,
  CredentialView,
  ListCredentialsQuery,
  UpdateCredentialInput,
} from './credentials.schemas.ts';

interface CredentialsDeps {
  repo: CredentialsRepo;
  /** Whether the owner a caller names exists within its reach. */
  tenants: Pick<TenantsRepo, 'find'>;
  /** CREDENTIALS_ENCRYPTION_KEY, decoded. */
  encryptionKey: Buffer;
  /** ALLOW_PRIVATE_PROVIDER_URLS */
  allowPrivateUrls: boolean;
  lookup: LookupAll;
}

const AZURE = 'azure-openai';

/** A caller reaches the credentials of the tenants in its data scope, departed owners included. */
const scopeOf =
  (caller: Caller): OwnerScope =>
  (ownerColumn) =>
    ownerScope(caller, ownerColumn);

export function toCredentialView(row: CredentialRow): CredentialView {
  return {
    id: row.id,
    tenantId: row.tenantId,
    provider: row.provider as ProviderCode,
    name: row.name,
    baseUrl: row.baseUrl,
    apiVersion: row.apiVersion,
    deployments: row.deployments,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hasSecret: true,
  };
}

/** A 400 in the same form as a failed body validation, naming the field. */
const invalidField = (field: string, message: string) =>
  badRequest('Invalid request body', { issues: [{ path: [field], code: 'custom', message }] });

const duplicateName = () => conflict('A credential with this name already exists');

export function createCredentialsService({ repo, tenants, encryptionKey, allowPrivateUrls, lookup }: CredentialsDeps) {
  const seal = (id: string, apiKey: string) => sealCredentialSecret(id, apiKey, encryptionKey);

  /** The rules that span fields, checked on the credential as it would be stored. */
  const checkTarget = async (
    target: { provider: ProviderCode; baseUrl: string | null; apiVersion: string | null },
    checkUrl: boolean,
  ) => {
    if (target.provider === AZURE) {
      if (!target.baseUrl) throw invalidField('baseUrl', 'azure-openai requires baseUrl (the resource endpoint)');
      if (!target.apiVersion) throw invalidField('apiVersion', 'azure-openai requires apiVersion');
    }
    if (checkUrl && target.baseUrl) {
      const problem = await resolvedBaseUrlProblem(
        target.baseUrl,
        { provider: target.provider, allowPrivate: allowPrivateUrls },
        lookup,
      );
      if (problem) throw invalidField('baseUrl', problem);
    }
  };

  const notFoundError = () => notFound('Credential not found');

  return {
    list: async (actor: Caller, query: ListCredentialsQuery) => {
      const { rows, total } = await repo.list(scopeOf(actor), {
        provider: query.provider,
        offset: offsetOf(query),
        limit: query.limit,
      });
      return envelope(rows.map(toCredentialView), total, query);
    },

    get: async (actor: Caller, id: string): Promise<CredentialView> => {
      const row = await repo.find(scopeOf(actor), id);
      if (!row) throw notFoundError();
      return toCredentialView(row);
    },

    /**
     * Owned by the caller's tenant, or by `tenantId` when the caller's data scope reaches it (a
     * tenant it cannot reach is reported as missing, like its rows); the secret is sealed before it
     * reaches the database.
     */
    create: async (actor: Caller, input: CreateCredentialInput): Promise<CredentialView> => {
      const owner = input.tenantId ?? actor.tenantId;
      if (!(await tenants.find(owner, reachableTenants(actor)))) throw notFound('Tenant not found');
      const target = { provider: input.provider, baseUrl: input.baseUrl ?? null, apiVersion: input.apiVersion ?? null };
      await checkTarget(target, true);
      const id = randomUUID();
      try {
        const row = await repo.insert({
          id,
          tenantId: owner,
          ...target,
          name: input.name,
          secretCiphertext: seal(id, input.apiKey),
          deployments: input.deployments ?? null,
          active: input.active,
        });
        return toCredentialView(row);
      } catch (err) {
        if (isDuplicateName(err)) throw duplicateName();
        throw err;
      }
    },

    /**
     * Any field may change, the secret included (rotation). The cross-field rules are checked on the
     * result; the URL rules again whenever the URL or the provider changes.
     */
    update: async (actor: Caller, id: string, input: UpdateCredentialInput): Promise<CredentialView> => {
      const scope = scopeOf(actor);
      const existing = await repo.find(scope, id);
      if (!existing) throw notFoundError();

      const changes: CredentialChanges = {};
      if (input.provider !== undefined) changes.provider = input.provider;
      if (input.name !== undefined) changes.name = input.name;
      if (input.baseUrl !== undefined) changes.baseUrl = input.baseUrl;
      if (input.apiVersion !== undefined) changes.apiVersion = input.apiVersion;
      if (input.deployments !== undefined) changes.deployments = input.deployments;
      if (input.active !== undefined) changes.active = input.active;
      if (input.apiKey !== undefined) changes.secretCiphertext = seal(id, input.apiKey);
      if (Object.keys(changes).length === 0) return toCredentialView(existing);

      await checkTarget(
        {
          provider: changes.provider ?? (existing.provider as ProviderCode),
          baseUrl: changes.baseUrl !== undefined ? changes.baseUrl : existing.baseUrl,
          apiVersion: changes.apiVersion !== undefined ? changes.apiVersion : existing.apiVersion,
        },
        changes.baseUrl !== undefined || changes.provider !== undefined,
      );
      try {
        const row = await repo.update(scope, id, changes);
        if (!row) throw notFoundError();
        return toCredentialView(row);
      } catch (err) {
        if (isDuplicateName(err)) throw duplicateName();
        throw err;
      }
    },

    remove: async (actor: Caller, id: string): Promise<void> => {
      if (!(await repo.remove(scopeOf(actor), id))) throw notFoundError();
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
