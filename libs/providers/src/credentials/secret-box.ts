import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Provider secrets at rest: AES-256-GCM with a random 12-byte IV per secret and a 16-byte
 * authentication tag, stored as `v1:<iv b64>:<tag b64>:<ciphertext b64>`. The version prefix
 * leaves room for a later key or algorithm without rewriting stored rows first.
 *
 * `context` is optional additional authenticated data: a ciphertext sealed with one context opens
 * only with the same one. Credentials use `credentialSecretContext(id)`, so a ciphertext copied
 * onto another row no longer decrypts.
 */
export const SECRET_FORMAT_VERSION = 'v1';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Decryption failed: wrong key or context, a tampered or malformed value. Never says which, nor echoes it. */
export class SecretDecryptionError extends Error {
  constructor() {
    super('The stored secret could not be decrypted');
    this.name = 'SecretDecryptionError';
  }
}

/** The 32-byte key from its base64 form (CREDENTIALS_ENCRYPTION_KEY). */
export function parseEncryptionKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`The encryption key must be ${KEY_BYTES} bytes, base64-encoded`);
  return key;
}

/** The context a provider credential's secret is sealed with: its row id. */
export const credentialSecretContext = (credentialId: string) => `provider_credentials:${credentialId}`;

function checkKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new Error(`The encryption key must be ${KEY_BYTES} bytes`);
}

export function encryptSecret(plaintext: string, key: Buffer, context?: string): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [SECRET_FORMAT_VERSION, iv.toString('base64'), tag.toString('base64'), ciphertext.toString('base64')].join(
    ':',
  );
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function decryptSecret(stored: string, key: Buffer, context?: string): string {
  checkKey(key);
  const parts = stored.split(':');
  if (parts.length !== 4 || parts[0] !== SECRET_FORMAT_VERSION) throw new SecretDecryptionError();
  const [, ivText = '', tagText = '', ciphertextText = ''] = parts;
  if (![ivText, tagText, ciphertextText].every((p) => BASE64.test(p))) throw new SecretDecryptionError();
  const iv = Buffer.from(ivText, 'base64');
  const tag = Buffer.from(tagText, 'base64');
  // A short tag would weaken the check; only the full 16 bytes are accepted.
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretDecryptionError();
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(ciphertextText, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretDecryptionError();
  }
}
