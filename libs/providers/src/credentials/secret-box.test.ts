import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  credentialSecretContext,
  decryptSecret,
  encryptSecret,
  parseEncryptionKey,
  SecretDecryptionError,
} from './secret-box.ts';

const key = randomBytes(32);
const secret = 'sk-live-0123456789abcdefghijklmnopqrstuvwxyz';

/** Flips one bit of the n-th part (1 = IV, 2 = tag, 3 = ciphertext) of a stored secret. */
function flipBit(stored: string, part: 1 | 2 | 3): string {
  const parts = stored.split(':');
  const bytes = Buffer.from(parts[part] ?? '', 'base64');
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  parts[part] = bytes.toString('base64');
  return parts.join(':');
}

describe('provider secret encryption (AES-256-GCM)', () => {
  it('round-trips a secret, unicode and the empty string included', () => {
    for (const plaintext of [secret, 'ключ-🔑', '']) {
      expect(decryptSecret(encryptSecret(plaintext, key), key)).toBe(plaintext);
    }
  });

  it('stores v1:<iv b64>:<tag b64>:<ciphertext b64> with a 12-byte IV and a 16-byte tag, never the plaintext', () => {
    const stored = encryptSecret(secret, key);
    const [version, iv, tag, ciphertext, ...rest] = stored.split(':');
    expect(version).toBe('v1');
    expect(rest).toEqual([]);
    expect(Buffer.from(iv ?? '', 'base64')).toHaveLength(12);
    expect(Buffer.from(tag ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(ciphertext ?? '', 'base64')).toHaveLength(Buffer.byteLength(secret));
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(Buffer.from(secret).toString('base64'));
  });

  it('uses a fresh random IV for every encryption, so equal secrets never look equal', () => {
    const stored = Array.from({ length: 20 }, () => encryptSecret(secret, key));
    expect(new Set(stored).size).toBe(20);
    expect(new Set(stored.map((s) => s.split(':')[1])).size).toBe(20);
  });

  it('detects tampering with the IV, the tag or the ciphertext', () => {
    const stored = encryptSecret(secret, key);
    for (const part of [1, 2, 3] as const) {
      expect(() => decryptSecret(flipBit(stored, part), key)).toThrow(SecretDecryptionError);
    }
  });

  it('refuses a truncated authentication tag (no short-tag forgeries)', () => {
    const parts = encryptSecret(secret, key).split(':');
    parts[2] = Buffer.from(parts[2] ?? '', 'base64')
      .subarray(0, 4)
      .toString('base64');
    expect(() => decryptSecret(parts.join(':'), key)).toThrow(SecretDecryptionError);
  });

  it('refuses another key', () => {
    expect(() => decryptSecret(encryptSecret(secret, key), randomBytes(32))).toThrow(SecretDecryptionError);
  });

  it('binds a secret to its context: a ciphertext moved to another credential no longer opens', () => {
    const a = credentialSecretContext('00000000-0000-4000-8000-000000000001');
    const b = credentialSecretContext('00000000-0000-4000-8000-000000000002');
    const stored = encryptSecret(secret, key, a);
    expect(decryptSecret(stored, key, a)).toBe(secret);
    expect(() => decryptSecret(stored, key, b)).toThrow(SecretDecryptionError);
    expect(() => decryptSecret(stored, key)).toThrow(SecretDecryptionError);
  });

  it('refuses malformed values: wrong version, wrong number of parts, bad base64, bad IV length', () => {
    const [, iv = '', tag = '', ct = ''] = encryptSecret(secret, key).split(':');
    for (const bad of [
      '',
      'plaintext',
      `v2:${iv}:${tag}:${ct}`,
      `v1:${iv}:${tag}`,
      `v1:${iv}:${tag}:${ct}:extra`,
      `v1:${iv}:${tag}:***`,
      `v1:${Buffer.alloc(16).toString('base64')}:${tag}:${ct}`,
    ]) {
      expect(() => decryptSecret(bad, key), bad).toThrow(SecretDecryptionError);
    }
  });

  it('fails with a generic message that echoes neither the secret nor the stored value', () => {
    const stored = flipBit(encryptSecret(secret, key), 3);
    try {
      decryptSecret(stored, key);
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toBe('The stored secret could not be decrypted');
      expect(String((err as Error).stack)).not.toContain(stored);
    }
  });

  it('takes the key from CREDENTIALS_ENCRYPTION_KEY (32 bytes, base64) and refuses any other length', () => {
    const encoded = key.toString('base64');
    expect(parseEncryptionKey(encoded).equals(key)).toBe(true);
    expect(() => parseEncryptionKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => encryptSecret(secret, randomBytes(31))).toThrow(/32 bytes/);
    expect(() => decryptSecret(encryptSecret(secret, key), randomBytes(33))).toThrow(/32 bytes/);
  });
});
