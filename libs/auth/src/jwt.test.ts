import { createHmac } from 'node:crypto';
import { HttpError } from '@csg/errors';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createJwtService } from './jwt.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-bytes-long';
const SUBJECT = { sub: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b', username: 'alice', role: 'admin_user' } as const;
const T0 = Date.UTC(2030, 0, 1);
const T0_SECONDS = T0 / 1000;

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token built by hand, so tests can sign exactly the header and payload they want. */
function forge(header: object, payload: object, secret = SECRET, hmac = 'sha256'): string {
  const input = `${b64url(header)}.${b64url(payload)}`;
  return `${input}.${createHmac(hmac, secret).update(input).digest('base64url')}`;
}

const validPayload = { ...SUBJECT, iat: T0_SECONDS, exp: T0_SECONDS + 3600 };
const service = (now = () => T0) => createJwtService({ secret: SECRET, expiresIn: '24h', now });
const refusal = { statusCode: 401, message: 'Invalid or expired token' };

describe('createJwtService: construction', () => {
  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => createJwtService({ secret: 'x'.repeat(31), expiresIn: '24h' })).toThrow(/at least 32 bytes/);
    expect(() => createJwtService({ secret: 'x'.repeat(32), expiresIn: '24h' })).not.toThrow();
  });

  it('counts the secret in bytes, not characters', () => {
    expect(() => createJwtService({ secret: '\u00e9'.repeat(16), expiresIn: '24h' })).not.toThrow();
  });

  it('refuses a malformed JWT_EXPIRES_IN', () => {
    expect(() => createJwtService({ secret: SECRET, expiresIn: '1 day' })).toThrow(/Invalid JWT lifetime/);
  });
});

describe('createJwtService: sign', () => {
  it('the header is exactly {alg: HS256, typ: JWT}', async () => {
    const token = await service().sign(SUBJECT);
    expect(decodeProtectedHeader(token)).toStrictEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('exactly five claims are present: sub, username, role, iat, exp', async () => {
    const token = await service().sign(SUBJECT);
    expect(decodeJwt(token)).toStrictEqual({ ...SUBJECT, iat: T0_SECONDS, exp: T0_SECONDS + 86_400 });
  });

  it.each([
    ['24h', 86_400],
    ['30m', 1800],
    ['3600', 3600],
    ['7d', 604_800],
  ])('JWT_EXPIRES_IN %s gives exp = iat + %i', async (expiresIn, seconds) => {
    const token = await createJwtService({ secret: SECRET, expiresIn, now: () => T0 + 999 }).sign(SUBJECT);
    const { iat, exp } = decodeJwt(token);
    expect(iat).toBe(T0_SECONDS);
    expect(exp).toBe(T0_SECONDS + seconds);
  });

  it('a signed token verifies back to its five claims', async () => {
    const jwt = service();
    await expect(jwt.verify(await jwt.sign(SUBJECT))).resolves.toStrictEqual({
      ...SUBJECT,
      iat: T0_SECONDS,
      exp: T0_SECONDS + 86_400,
    });
  });
});

describe('createJwtService: verify refuses with 401', () => {
  it('the refusal is an HttpError 401 with the framework body', async () => {
    const failure = await service()
      .verify('not-a-token')
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).toBody()).toStrictEqual({ ...refusal, error: 'Unauthorized' });
  });

  it('a hand-forged HS256 token with the right secret is accepted (the forging helper is sound)', async () => {
    await expect(service().verify(forge({ alg: 'HS256', typ: 'JWT' }, validPayload))).resolves.toStrictEqual(
      validPayload,
    );
  });

  it('JWT with alg none is refused', async () => {
    const token = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(validPayload)}.`;
    await expect(service().verify(token)).rejects.toMatchObject(refusal);
  });

  it.each([
    ['HS384', 'sha384'],
    ['HS512', 'sha512'],
  ])('a token with alg %s, even signed with the right secret, is refused', async (alg, hmac) => {
    await expect(service().verify(forge({ alg, typ: 'JWT' }, validPayload, SECRET, hmac))).rejects.toMatchObject(
      refusal,
    );
  });

  it('a token signed with RS256 is refused', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(validPayload).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(privateKey);
    await expect(service().verify(token)).rejects.toMatchObject(refusal);
  });

  it('a token signed with another secret is refused', async () => {
    const other = createJwtService({
      secret: 'another-secret-that-is-also-32-bytes-long',
      expiresIn: '24h',
      now: () => T0,
    });
    await expect(service().verify(await other.sign(SUBJECT))).rejects.toMatchObject(refusal);
  });

  it('a tampered payload (role raised to superadmin) is refused', async () => {
    const [header, , signature] = (await service().sign(SUBJECT)).split('.');
    const tampered = `${header}.${b64url({ ...validPayload, role: 'superadmin' })}.${signature}`;
    await expect(service().verify(tampered)).rejects.toMatchObject(refusal);
  });

  it('exp in the past is refused: valid one second before exp, refused at exp', async () => {
    const token = await service().sign(SUBJECT);
    const expiry = T0 + 86_400_000;
    await expect(service(() => expiry - 1000).verify(token)).resolves.toMatchObject(SUBJECT);
    await expect(service(() => expiry).verify(token)).rejects.toMatchObject(refusal);
    await expect(service(() => expiry + 3_600_000).verify(token)).rejects.toMatchObject(refusal);
  });

  it.each(['sub', 'username', 'role', 'iat', 'exp'])('a token missing the %s claim is refused', async (claim) => {
    const payload: Record<string, unknown> = { ...validPayload };
    delete payload[claim];
    await expect(service().verify(forge({ alg: 'HS256', typ: 'JWT' }, payload))).rejects.toMatchObject(refusal);
  });

  it.each([
    ['sub', 42],
    ['sub', ''],
    ['sub', 'tenant-1'],
    ['username', ['alice']],
    ['role', 'api_key'],
    ['role', 'root'],
    ['iat', String(T0_SECONDS)],
    ['iat', T0_SECONDS + 0.5],
    ['exp', String(T0_SECONDS + 3600)],
    ['exp', null],
  ])('a token whose %s claim is %j (wrong type or value) is refused', async (claim, value) => {
    const payload = { ...validPayload, [claim]: value };
    await expect(service().verify(forge({ alg: 'HS256', typ: 'JWT' }, payload))).rejects.toMatchObject(refusal);
  });

  it.each(['', 'a.b', 'a.b.c', 'gw_key_' + 'a'.repeat(64), '....'])(
    'the malformed token %j is refused',
    async (token) => {
      await expect(service().verify(token)).rejects.toMatchObject(refusal);
    },
  );
});
