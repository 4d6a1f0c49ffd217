import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { PolicyError } from '@csg/errors';
import { describe, expect, it } from 'vitest';
import { visiblePages } from '../capabilities/pages.ts';
import { COMMUNITY_FEATURES, KNOWN_FEATURES, TIER_DEFAULT_FEATURES } from './features.ts';
import { assertFeature, assertLicensed, COMMUNITY_LICENCE, licenceState } from './state.ts';
import { exportPublicKey, parsePublicKeys, signLicence, verifyLicence } from './token.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY = 86_400_000;

const keyPair = () => generateKeyPairSync('ed25519');
const vendor = keyPair();
const other = keyPair();

function payload(fields: Partial<Parameters<typeof signLicence>[0]> = {}) {
  return {
    v: 1 as const,
    licenseId: 'lic-0001',
    customer: 'Acme Corp',
    tier: 'professional' as const,
    features: ['compliance', 'inspection'],
    issuedAt: new Date(NOW.getTime() - DAY).toISOString(),
    expiresAt: new Date(NOW.getTime() + 30 * DAY).toISOString(),
    ...fields,
  };
}

const issue = (fields: Partial<Parameters<typeof signLicence>[0]> = {}, key: KeyObject = vendor.privateKey) =>
  signLicence(payload(fields), key);

/** Replaces one part of a licence, keeping the other. */
function withPart(token: string, index: 0 | 1, part: string): string {
  const parts = token.split('.');
  parts[index] = part;
  return parts.join('.');
}

function thrown(fn: () => void): PolicyError {
  try {
    fn();
  } catch (err) {
    if (err instanceof PolicyError) return err;
    throw err;
  }
  throw new Error('expected a PolicyError');
}

describe('verifyLicence', () => {
  it('a licence signed by a configured key verifies, with its payload', () => {
    const verdict = verifyLicence(issue(), [vendor.publicKey], NOW);
    expect(verdict.status).toBe('valid');
    expect(verdict.payload).toStrictEqual(payload());
  });

  it('a licence is base64url(JSON payload).base64url(Ed25519 signature over the payload bytes)', () => {
    const [body, sig] = issue().split('.') as [string, string];
    expect(JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))).toStrictEqual(payload());
    expect(Buffer.from(sig, 'base64url')).toHaveLength(64);
  });

  it('a tampered payload is invalid', () => {
    const token = issue({ tier: 'professional' });
    const forged = Buffer.from(JSON.stringify(payload({ tier: 'enterprise' }))).toString('base64url');
    expect(verifyLicence(withPart(token, 0, forged), [vendor.publicKey], NOW)).toStrictEqual({ status: 'invalid' });
  });

  it('a tampered signature is invalid', () => {
    const token = issue();
    const sig = Buffer.from(token.split('.')[1] ?? '', 'base64url');
    sig[0] = (sig[0] ?? 0) ^ 1;
    expect(verifyLicence(withPart(token, 1, sig.toString('base64url')), [vendor.publicKey], NOW).status).toBe(
      'invalid',
    );
  });

  it('a licence signed by another key is invalid', () => {
    expect(verifyLicence(issue({}, other.privateKey), [vendor.publicKey], NOW).status).toBe('invalid');
  });

  it('no configured key: every licence is invalid', () => {
    expect(verifyLicence(issue(), [], NOW).status).toBe('invalid');
  });

  it('key rotation: with two keys configured, a licence signed by either verifies', () => {
    const keys = [vendor.publicKey, other.publicKey];
    expect(verifyLicence(issue({}, vendor.privateKey), keys, NOW).status).toBe('valid');
    expect(verifyLicence(issue({}, other.privateKey), keys, NOW).status).toBe('valid');
    expect(verifyLicence(issue({}, keyPair().privateKey), keys, NOW).status).toBe('invalid');
  });

  it('a licence is expired at and after expiresAt, and still carries its payload', () => {
    const token = issue({ expiresAt: NOW.toISOString() });
    expect(verifyLicence(token, [vendor.publicKey], new Date(NOW.getTime() - 1)).status).toBe('valid');
    const verdict = verifyLicence(token, [vendor.publicKey], NOW);
    expect(verdict.status).toBe('expired');
    expect(verdict.payload?.licenseId).toBe('lic-0001');
  });

  it('never throws on bad input: anything malformed is invalid', () => {
    const token = issue();
    const [body, sig] = token.split('.') as [string, string];
    const inputs: unknown[] = [
      '',
      '.',
      'garbage',
      `${body}`,
      `${body}.${sig}.extra`,
      `${body}.`,
      `.${sig}`,
      `${body}=.${sig}`,
      `${body}.${sig}==`,
      `${body}!.${sig}`,
      `${body}.${sig.slice(0, -4)}`,
      'a'.repeat(20_000),
      null,
      undefined,
      42,
      {},
    ];
    for (const input of inputs) expect(verifyLicence(input, [vendor.publicKey], NOW).status).toBe('invalid');
  });

  it('a well-signed payload that fails the schema is invalid (wrong version, end before start, bad JSON)', () => {
    const signRaw = (text: string) => {
      const bytes = Buffer.from(text);
      return `${bytes.toString('base64url')}.${sign(null, bytes, vendor.privateKey).toString('base64url')}`;
    };
    expect(verifyLicence(signRaw(JSON.stringify({ ...payload(), v: 2 })), [vendor.publicKey], NOW).status).toBe(
      'invalid',
    );
    const backwards = { ...payload(), expiresAt: payload().issuedAt };
    expect(verifyLicence(signRaw(JSON.stringify(backwards)), [vendor.publicKey], NOW).status).toBe('invalid');
    expect(verifyLicence(signRaw('{not json'), [vendor.publicKey], NOW).status).toBe('invalid');
  });

  it('surrounding white space from a paste is ignored', () => {
    expect(verifyLicence(`  ${issue()}\n`, [vendor.publicKey], NOW).status).toBe('valid');
  });

  it('signLicence refuses a payload the verifier would refuse, and a non-Ed25519 key', () => {
    expect(() => issue({ features: ['Not A Key'] })).toThrow();
    expect(() => signLicence(payload(), vendor.publicKey)).toThrow(/Ed25519 private key/);
  });
});

describe('parsePublicKeys (LICENSE_PUBLIC_KEYS)', () => {
  it('reads comma-separated base64 SPKI DER and PEM keys, and unset or blank as none', () => {
    const pem = other.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const keys = parsePublicKeys(` ${exportPublicKey(vendor.publicKey)} ,${pem}, `);
    expect(keys).toHaveLength(2);
    expect(verifyLicence(issue({}, other.privateKey), keys, NOW).status).toBe('valid');
    expect(parsePublicKeys(undefined)).toStrictEqual([]);
    expect(parsePublicKeys('  ')).toStrictEqual([]);
  });

  it('refuses, naming the entry, a private key, a non-Ed25519 key and garbage', () => {
    const privatePem = vendor.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'der' });
    expect(() => parsePublicKeys(privatePem)).toThrow('LICENSE_PUBLIC_KEYS entry 1 is a private key');
    expect(() => parsePublicKeys(`${exportPublicKey(vendor.publicKey)},${rsa.toString('base64')}`)).toThrow(
      'LICENSE_PUBLIC_KEYS entry 2 is not an Ed25519 public key',
    );
    expect(() => parsePublicKeys('not-a-key!')).toThrow('LICENSE_PUBLIC_KEYS entry 1 is not a public key');
    expect(() => parsePublicKeys('QUJD')).toThrow('LICENSE_PUBLIC_KEYS entry 1 is not a public key');
  });
});

describe('licenceState', () => {
  const keys = [vendor.publicKey];

  it('community state when none is installed: tier community, no expiry, the community features', () => {
    const state = licenceState(null, keys, NOW);
    expect(state).toBe(COMMUNITY_LICENCE);
    expect(state).toMatchObject({
      status: 'none',
      tier: 'community',
      expiresAt: null,
      licenseId: null,
      customer: null,
    });
    expect([...state.features].sort()).toStrictEqual([...COMMUNITY_FEATURES].sort());
    expect(() => assertLicensed(state)).not.toThrow();
    for (const feature of ['chat', 'detection', 'image-analysis', 'document-analysis']) {
      expect(() => assertFeature(state, feature)).not.toThrow();
    }
  });

  it('a valid licence grants the community features plus its own, under its tier', () => {
    const state = licenceState(issue(), keys, NOW);
    expect(state).toMatchObject({
      status: 'valid',
      tier: 'professional',
      licenseId: 'lic-0001',
      customer: 'Acme Corp',
    });
    expect(state.expiresAt).toBe(payload().expiresAt);
    expect(state.features.has('compliance')).toBe(true);
    expect(state.features.has('chat')).toBe(true);
    expect(() => assertLicensed(state)).not.toThrow();
  });

  it('expired: LICENSE_EXPIRED (402) from assertLicensed, body {statusCode:402, code, message}', () => {
    const state = licenceState(issue({ expiresAt: new Date(NOW.getTime() - 1).toISOString() }), keys, NOW);
    expect(state).toMatchObject({ status: 'expired', tier: 'professional', licenseId: 'lic-0001' });
    expect(state.features.has('compliance')).toBe(false);
    const err = thrown(() => assertLicensed(state));
    expect(err.statusCode).toBe(402);
    expect(err.toBody()).toStrictEqual({
      statusCode: 402,
      code: 'LICENSE_EXPIRED',
      message: 'The licence is invalid or has expired',
    });
  });

  it('invalid: LICENSE_EXPIRED (402) from assertLicensed, and shown as community', () => {
    const state = licenceState(issue({}, other.privateKey), keys, NOW);
    expect(state).toMatchObject({ status: 'invalid', tier: 'community', licenseId: null, expiresAt: null });
    expect(thrown(() => assertLicensed(state)).code).toBe('LICENSE_EXPIRED');
    expect(licenceState('', keys, NOW).status).toBe('invalid');
  });

  it('a missing feature: FEATURE_NOT_LICENSED (403) with feature and tier', () => {
    const err = thrown(() => assertFeature(licenceState(issue(), keys, NOW), 'governance'));
    expect(err.toBody()).toStrictEqual({
      statusCode: 403,
      code: 'FEATURE_NOT_LICENSED',
      message: 'This feature is not included in the installed licence',
      feature: 'governance',
      tier: 'professional',
    });
    expect(thrown(() => assertFeature(COMMUNITY_LICENCE, 'inspection')).toBody()).toMatchObject({
      feature: 'inspection',
      tier: 'community',
    });
  });

  it('rule 9: unlicensed pages are subtracted for superadmin too, the licence page excepted', () => {
    const community = visiblePages('superadmin', COMMUNITY_LICENCE.features).map((p) => p.id);
    expect(community).toContain('license');
    expect(community).not.toContain('governance');
    expect(community).toHaveLength(
      COMMUNITY_FEATURES.filter((f) => !['chat', 'detection', 'image-analysis', 'document-analysis'].includes(f))
        .length,
    );
    const enterprise = licenceState(
      issue({ tier: 'enterprise', features: [...TIER_DEFAULT_FEATURES.enterprise] }),
      keys,
      NOW,
    );
    expect(visiblePages('superadmin', enterprise.features)).toHaveLength(38);
  });

  it('tier defaults name only known features, and professional contains community', () => {
    for (const list of Object.values(TIER_DEFAULT_FEATURES))
      for (const f of list) expect(KNOWN_FEATURES.has(f)).toBe(true);
    expect(TIER_DEFAULT_FEATURES.professional).toStrictEqual(expect.arrayContaining([...COMMUNITY_FEATURES]));
    expect(KNOWN_FEATURES.size).toBe(38 + 4);
  });
});
