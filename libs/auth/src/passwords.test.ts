import { scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createPasswordVerifier, DEFAULT_SCRYPT_PARAMS, hashPassword, verifyPassword } from './passwords.ts';

// Cheap parameters keep tests that are not about cost fast; the format carries them.
const FAST = { N: 2 ** 10, r: 8, p: 1 };
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

describe('hashPassword / verifyPassword', () => {
  it('a hash verifies with the password it was made from', async () => {
    const stored = await hashPassword('correct horse battery', FAST);
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
  });

  it('a wrong password fails verification', async () => {
    const stored = await hashPassword('correct horse battery', FAST);
    await expect(verifyPassword('correct horse battery!', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('two hashes of one password differ (random salt) and both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('same password!', FAST), hashPassword('same password!', FAST)]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same password!', a)).resolves.toBe(true);
    await expect(verifyPassword('same password!', b)).resolves.toBe(true);
  });

  it('the default encoding is scrypt$32768$8$1$salt$hash with a 16-byte salt and 32-byte hash', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toStrictEqual({ N: 32768, r: 8, p: 1 });
    const stored = await hashPassword('default parameters');
    const [scheme, n, r, p, salt = '', hash = ''] = stored.split('$');
    expect([scheme, n, r, p]).toStrictEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64')).toHaveLength(32);
    await expect(verifyPassword('default parameters', stored)).resolves.toBe(true);
  });

  it('the encoded parameters are honoured: the hash is scrypt(password, salt, N, r, p) of the string', async () => {
    const stored = await hashPassword('parameters travel', { N: 2 ** 11, r: 4, p: 2 });
    const [, n, r, p, salt = '', hash = ''] = stored.split('$');
    expect([n, r, p]).toStrictEqual(['2048', '4', '2']);
    const expected = await scryptAsync('parameters travel', Buffer.from(salt, 'base64'), 32, { N: 2048, r: 4, p: 2 });
    expect(Buffer.from(hash, 'base64').equals(expected)).toBe(true);
  });

  it('changing an encoded parameter changes the derivation, so verification fails', async () => {
    const stored = await hashPassword('parameters travel', FAST);
    const altered = stored.replace(/^scrypt\$1024\$/, 'scrypt$2048$');
    expect(altered).not.toBe(stored);
    await expect(verifyPassword('parameters travel', altered)).resolves.toBe(false);
  });

  it('composed and decomposed forms of one password are the same password (NFC)', async () => {
    const stored = await hashPassword('caf\u00e9 au lait 123', FAST);
    await expect(verifyPassword('cafe\u0301 au lait 123', stored)).resolves.toBe(true);
  });

  it.each([
    ['another scheme', 'bcrypt$1024$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['N not a power of two', 'scrypt$1000$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['more than 256 MiB of memory (N=2^19, r=8)', 'scrypt$524288$8$1$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['more than 16 rounds (p=17)', 'scrypt$1024$8$17$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['a hash too short to mean anything', 'scrypt$1024$8$1$c2FsdA==$AA=='],
    ['a missing field', 'scrypt$1024$8$c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['an empty string', ''],
  ])('a stored value with %s is refused without echoing it', async (_case, stored) => {
    await expect(verifyPassword('whatever password', stored)).rejects.toThrow(/^Unrecognised password hash format$/);
  });
});

describe('createPasswordVerifier', () => {
  it('verify checks against a real stored hash', async () => {
    const verifier = createPasswordVerifier(FAST);
    const stored = await hashPassword('a real password', FAST);
    await expect(verifier.verify('a real password', stored)).resolves.toBe(true);
    await expect(verifier.verify('not the password', stored)).resolves.toBe(false);
  });

  it('verifyAgainstDummy (unknown user) always answers false', async () => {
    const verifier = createPasswordVerifier(FAST);
    await expect(verifier.verifyAgainstDummy('any password at all')).resolves.toBe(false);
    await expect(verifier.verifyAgainstDummy('')).resolves.toBe(false);
  });

  it('unknown user costs about as much as a wrong password (mean ratio within 0.5-2.0 over 5 runs)', async () => {
    const verifier = createPasswordVerifier();
    const stored = await hashPassword('the real password');
    await verifier.verifyAgainstDummy('warm-up'); // the dummy hash is ready before timing starts
    const time = async (run: () => Promise<boolean>) => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    };
    let wrong = 0;
    let dummy = 0;
    // Interleaved, so a burst of load on a busy machine hits both sides alike.
    for (let i = 0; i < 5; i++) {
      wrong += await time(() => verifier.verify('a wrong password', stored));
      dummy += await time(() => verifier.verifyAgainstDummy('a wrong password'));
    }
    const ratio = dummy / wrong;
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2.0);
  });
});
