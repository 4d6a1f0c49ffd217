import { randomUUID } from 'node:crypto';
import { ROLE_TRAITS, type DataScope, type Role } from '@csg/auth';
import { badRequest, conflict, notFound } from '@csg/errors';
import { envelope, offsetOf } from '../../shared/pagination.ts';
import {
  isDuplicateName,
  type CredentialChanges,
  type CredentialRow,
  type CredentialsRepo,
  type RowScope,
} from './credentials.repo.ts';
import type {
  CreateCredentialInput,
  CredentialView,
  ListCredentialsQuery,
  ProviderCode,
  UpdateCredentialInput,
} from './credentials.schemas.ts';
import { credentialSecretContext, encryptSecret, resolvedBaseUrlProblem, type LookupAll } from '@csg/providers';

/** The caller, as far as credentials care: whose tenant owns what it creates, and what it may see. */
export interface Actor {
  tenantId: string;
  role: Role;
}

interface CredentialsDeps {
  repo: CredentialsRepo;
  /** CREDENTIALS_ENCRYPTION_KEY, decoded. */
  encryptionKey: Buffer;
  /** ALLOW_PRIVATE_PROVIDER_URLS */
  allowPrivateUrls: boolean;
  lookup: LookupAll;
}

const AZURE = 'azure-openai';

const scopeOf = ({ tenantId, role }: Actor): RowScope => {
  const scope: DataScope = role === 'api_key' ? 'self' : ROLE_TRAITS[role].scope;
  return { scope, tenantId };
};

export function toCredentialView(row: CredentialRow): CredentialView {
  return {
    id: row.id,
    tenantId: row.tenantId,
    provider: row.provider as ProviderCode,
    name: row.name,
    baseUrl: row.baseUrl,
    apiVersion: row.apiVersion,
    deployments: (row.deployments as Record<string, string> | null) ?? null,
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

export function createCredentialsService({ repo, encryptionKey, allowPrivateUrls, lookup }: CredentialsDeps) {
  const seal = (id: string, apiKey: string) => encryptSecret(apiKey, encryptionKey, credentialSecretContext(id));

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
    list: async (actor: Actor, query: ListCredentialsQuery) => {
      const { rows, total } = await repo.list(scopeOf(actor), {
        provider: query.provider,
        offset: offsetOf(query),
        limit: query.limit,
      });
      return envelope(rows.map(toCredentialView), total, query);
    },

    get: async (actor: Actor, id: string): Promise<CredentialView> => {
      const row = await repo.find(scopeOf(actor), id);
      if (!row) throw notFoundError();
      return toCredentialView(row);
    },

    /**
     * Owned by the caller's tenant, or by `tenantId` when the caller's data scope reaches it (a
     * tenant it cannot reach is reported as missing, like its rows); the secret is sealed before it
     * reaches the database.
     */
    create: async (actor: Actor, input: CreateCredentialInput): Promise<CredentialView> => {
      const owner = input.tenantId ?? actor.tenantId;
      if (!(await repo.tenantInScope(scopeOf(actor), owner))) throw notFound('Tenant not found');
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
    update: async (actor: Actor, id: string, input: UpdateCredentialInput): Promise<CredentialView> => {
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

    remove: async (actor: Actor, id: string): Promise<void> => {
      if (!(await repo.remove(scopeOf(actor), id))) throw notFoundError();
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
