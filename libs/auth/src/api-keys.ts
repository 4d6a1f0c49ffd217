import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_PREFIX = 'gw_key_';
const API_KEY_FORMAT = /^gw_key_[0-9a-f]{64}$/;

export interface GeneratedApiKey {
  /** Shown to the caller once, at creation or regeneration; never stored. */
  plaintext: string;
  /** What is stored and looked up. */
  hash: string;
}

/**
 * Keys are stored only as SHA-256 and found by an equality lookup on that hash, so no separate
 * constant-time compare is needed: a caller controls the input to the hash but not its output,
 * and a timing difference in the lookup can at most reveal how much of an unguessable digest
 * matched, which does not help forge a key with 256 bits of entropy. (A slow password hash is
 * unnecessary for the same reason: the secret is random, not chosen by a person.)
 */
export function hashApiKey(plaintext: string): string {
  return createHash('sha256').update(plaintext, 'utf8').digest('hex');
}

export function generateApiKey(): GeneratedApiKey {
  const plaintext = API_KEY_PREFIX + randomBytes(32).toString('hex');
  return { plaintext, hash: hashApiKey(plaintext) };
}

/** The exact form of a key; anything else is refused before a database round trip. */
export function isApiKeyFormat(value: string): boolean {
  return API_KEY_FORMAT.test(value);
}
