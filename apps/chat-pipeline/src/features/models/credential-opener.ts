import { HttpError } from '@csg/errors';
import { credentialSecretContext, decryptSecret, type ProviderCode, type ProviderCredential } from '@csg/providers';
import type { ModelsRepo } from './models.repo.ts';

const deploymentsOf = (value: unknown): Record<string, string> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : null;

/** The tenant's active credential for a provider, its secret decrypted only here, in memory. */
export function createCredentialOpener(repo: Pick<ModelsRepo, 'activeCredential'>, key: Buffer) {
  return async (tenantId: string, provider: ProviderCode): Promise<ProviderCredential> => {
    const stored = await repo.activeCredential(tenantId, provider);
    if (!stored)
      throw new HttpError(
        400,
        `No active credential for provider "${provider}"; GET /models lists the models you can use`,
      );
    return {
      apiKey: decryptSecret(stored.secretCiphertext, key, credentialSecretContext(stored.id)),
      baseUrl: stored.baseUrl,
      apiVersion: stored.apiVersion,
      deployments: deploymentsOf(stored.deployments),
    };
  };
}
