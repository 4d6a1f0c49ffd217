import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deploymentsOf, openCredential, sealCredentialSecret } from './credential-secret.ts';

const KEY = randomBytes(32);

describe('credential secrets', () => {
  it('open in the chat pipeline as admin sealed them', () => {
    const stored = {
      id: 'c-1',
      secretCiphertext: sealCredentialSecret('c-1', 'sk-test', KEY),
      baseUrl: 'https://api.example.com',
      apiVersion: null,
      deployments: { 'gpt-4o': 'prod-4o' },
    };
    expect(stored.secretCiphertext).not.toContain('sk-test');
    expect(openCredential(stored, KEY)).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'https://api.example.com',
      apiVersion: null,
      deployments: { 'gpt-4o': 'prod-4o' },
    });
  });

  it('do not open under another credential’s id: a ciphertext copied to another row is useless', () => {
    const secretCiphertext = sealCredentialSecret('c-1', 'sk-test', KEY);
    const moved = { id: 'c-2', secretCiphertext, baseUrl: null, apiVersion: null, deployments: null };
    expect(() => openCredential(moved, KEY)).toThrow();
  });

  it('keep only name → deployment strings of the stored deployments', () => {
    expect(deploymentsOf({ a: 'x', b: 3, c: null })).toEqual({ a: 'x' });
    expect(deploymentsOf(null)).toBeNull();
    expect(deploymentsOf(['a'])).toBeNull();
  });
});
