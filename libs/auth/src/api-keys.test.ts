import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, isApiKeyFormat } from './api-keys.ts';

describe('generateApiKey', () => {
  it('the plaintext is gw_key_ followed by 64 lowercase hex characters (32 random bytes)', () => {
    const { plaintext } = generateApiKey();
    expect(plaintext).toMatch(/^gw_key_[0-9a-f]{64}$/);
    expect(plaintext).toHaveLength(7 + 64);
  });

  it('the hash is the SHA-256 hex of the plaintext, not the plaintext', () => {
    const { plaintext, hash } = generateApiKey();
    expect(hash).toBe(createHash('sha256').update(plaintext).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(plaintext.slice(7));
  });

  it('1000 generations give 1000 distinct keys and hashes, all in the key format', () => {
    const keys = Array.from({ length: 1000 }, generateApiKey);
    expect(new Set(keys.map((k) => k.plaintext)).size).toBe(1000);
    expect(new Set(keys.map((k) => k.hash)).size).toBe(1000);
    expect(keys.every((k) => isApiKeyFormat(k.plaintext))).toBe(true);
  });
});

describe('hashApiKey', () => {
  it('is SHA-256 hex, deterministic, so a presented key finds its stored row', () => {
    const key = 'gw_key_' + '0'.repeat(64);
    expect(hashApiKey(key)).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).not.toBe(hashApiKey('gw_key_' + '0'.repeat(63) + '1'));
  });
});

describe('isApiKeyFormat', () => {
  it.each([
    ['gw_key_' + 'a1'.repeat(32), true],
    ['gw_key_' + 'A1'.repeat(32), false],
    ['gw_key_' + 'a'.repeat(63), false],
    ['gw_key_' + 'a'.repeat(65), false],
    ['gw_key_' + 'g'.repeat(64), false],
    ['GW_KEY_' + 'a'.repeat(64), false],
    ['gw_' + 'a'.repeat(64), false],
    [' gw_key_' + 'a'.repeat(64), false],
    ['gw_key_' + 'a'.repeat(64) + '\n', false],
    ['', false],
  ])('exactly ^gw_key_[0-9a-f]{64}$: %j → %s', (value, expected) => {
    expect(isApiKeyFormat(value)).toBe(expected);
  });
});
