import { credentialSecretContext, decryptSecret, encryptSecret, type ProviderCredential } from '@csg/providers';

/** A credential as stored: its secret sealed to its own id, so a ciphertext moved to another row does not open. */
export interface StoredCredential {
  id: string;
  secretCiphertext: string;
  baseUrl: string | null;
  apiVersion: string | null;
  deployments: unknown;
}

/** The provider's key, sealed with CREDENTIALS_ENCRYPTION_KEY before it reaches the database. */
export const sealCredentialSecret = (id: string, apiKey: string, key: Buffer): string =>
  encryptSecret(apiKey, key, credentialSecretContext(id));

/** The stored deployments map, keeping only what a provider call can use (string → string). */
export const deploymentsOf = (value: unknown): Record<string, string> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : null;

/** A stored credential made usable: its secret decrypted only here, in the chat pipeline's memory. */
export function openCredential(stored: StoredCredential, key: Buffer): ProviderCredential {
  return {
    apiKey: decryptSecret(stored.secretCiphertext, key, credentialSecretContext(stored.id)),
    baseUrl: stored.baseUrl,
    apiVersion: stored.apiVersion,
    deployments: deploymentsOf(stored.deployments),
  };
}
