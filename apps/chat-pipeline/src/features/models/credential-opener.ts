import { credentialSecretContext, decryptSecret, type ProviderCredential } from '@csg/providers';
import type { StoredCredential } from './models.repo.ts';

const deploymentsOf = (value: unknown): Record<string, string> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : null;

/** A stored credential made usable: its secret decrypted only here, in memory. */
export function openCredential(stored: StoredCredential, key: Buffer): ProviderCredential {
  return {
    apiKey: decryptSecret(stored.secretCiphertext, key, credentialSecretContext(stored.id)),
    baseUrl: stored.baseUrl,
    apiVersion: stored.apiVersion,
    deployments: deploymentsOf(stored.deployments),
  };
}
