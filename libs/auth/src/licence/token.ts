import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { LICENCE_TIERS } from './features.ts';

/** A pasted licence is a few hundred bytes; anything this long is refused before any work. */
export const MAX_LICENCE_LENGTH = 16_384;

/**
 * Feature keys are checked for shape only: a licence issued by a newer vendor tool may name a
 * feature this build does not know, which then simply gates nothing.
 */
const featureKeySchema = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'must be a lower-case feature key');

/** The signed licence payload, version 1. Unknown fields are ignored (and still covered by the signature). */
export const licencePayloadSchema = z
  .object({
    v: z.literal(1),
    licenseId: z.string().min(1).max(128),
    customer: z.string().min(1).max(256),
    tier: z.enum(LICENCE_TIERS),
    features: z.array(featureKeySchema).max(256),
    issuedAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .refine((p) => Date.parse(p.expiresAt) > Date.parse(p.issuedAt), {
    path: ['expiresAt'],
    message: 'must be after issuedAt',
  });

export type LicencePayload = z.output<typeof licencePayloadSchema>;

export type LicenceVerdict =
  | { status: 'valid'; payload: LicencePayload }
  | { status: 'expired'; payload: LicencePayload }
  | { status: 'invalid'; payload?: undefined };

const INVALID: LicenceVerdict = Object.freeze({ status: 'invalid' });
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ED25519_SIGNATURE_BYTES = 64;

/** Strict base64url: only the alphabet, no padding, and canonical (re-encodes to the same text). */
function decodeBase64Url(text: string): Buffer | null {
  if (!BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

function isEd25519(key: KeyObject, type: 'public' | 'private'): boolean {
  return key.type === type && key.asymmetricKeyType === 'ed25519';
}

function verifiesWith(key: KeyObject, data: Buffer, signature: Buffer): boolean {
  if (!isEd25519(key, 'public')) return false;
  try {
    return verify(null, data, key, signature);
  } catch {
    return false;
  }
}

/**
 * Signs a payload into a licence: `base64url(JSON payload) + '.' + base64url(Ed25519 signature
 * over those JSON bytes)`. The vendor side; throws on a payload that the verifier would refuse.
 */
export function signLicence(payload: z.input<typeof licencePayloadSchema>, privateKey: KeyObject): string {
  if (!isEd25519(privateKey, 'private')) throw new Error('a licence is signed with an Ed25519 private key');
  const bytes = Buffer.from(JSON.stringify(licencePayloadSchema.parse(payload)), 'utf8');
  return `${bytes.toString('base64url')}.${sign(null, bytes, privateKey).toString('base64url')}`;
}

/**
 * Verifies a licence offline against the configured public keys (several, so the vendor can rotate
 * keys: a licence signed by any of them verifies). `valid` or `expired` (at or after `expiresAt`)
 * carry the payload; anything else, whatever the input, is `invalid`; this never throws. The
 * payload is parsed only after its signature verifies, so unauthenticated bytes never reach JSON.parse.
 */
export function verifyLicence(
  token: unknown,
  publicKeys: readonly KeyObject[],
  now: Date = new Date(),
): LicenceVerdict {
  if (typeof token !== 'string' || token.length > MAX_LICENCE_LENGTH) return INVALID;
  const parts = token.trim().split('.');
  if (parts.length !== 2) return INVALID;
  const payloadBytes = decodeBase64Url(parts[0] ?? '');
  const signature = decodeBase64Url(parts[1] ?? '');
  if (!payloadBytes || !signature || signature.length !== ED25519_SIGNATURE_BYTES) return INVALID;
  if (!publicKeys.some((key) => verifiesWith(key, payloadBytes, signature))) return INVALID;

  let json: unknown;
  try {
    json = JSON.parse(payloadBytes.toString('utf8'));
  } catch {
    return INVALID;
  }
  const parsed = licencePayloadSchema.safeParse(json);
  if (!parsed.success) return INVALID;
  const expired = !(now.getTime() < Date.parse(parsed.data.expiresAt));
  return { status: expired ? 'expired' : 'valid', payload: parsed.data };
}

/** A public key in the form LICENSE_PUBLIC_KEYS takes: base64 of its SPKI DER encoding. */
export function exportPublicKey(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
}

/**
 * Parses LICENSE_PUBLIC_KEYS: comma-separated Ed25519 public keys, each base64 SPKI DER or a PEM
 * block. Unset or blank is no key (no licence can be installed). A configuration error throws,
 * naming the entry, so the app refuses to start: a key that is not Ed25519, not parseable, or a
 * private key (which must never be on an appliance, and from which node would silently derive
 * the public half).
 */
export function parsePublicKeys(value: string | undefined): KeyObject[] {
  if (!value?.trim()) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry, index) => {
      const name = `LICENSE_PUBLIC_KEYS entry ${index + 1}`;
      if (/PRIVATE KEY/.test(entry)) throw new Error(`${name} is a private key; configure the public key only`);
      let key: KeyObject;
      try {
        if (entry.startsWith('-----BEGIN')) {
          key = createPublicKey({ key: entry, format: 'pem' });
        } else {
          if (!/^[A-Za-z0-9+/]+={0,2}$/.test(entry)) throw new Error('not base64');
          key = createPublicKey({ key: Buffer.from(entry, 'base64'), format: 'der', type: 'spki' });
        }
      } catch {
        throw new Error(`${name} is not a public key (base64 SPKI DER or PEM)`);
      }
      if (!isEd25519(key, 'public')) throw new Error(`${name} is not an Ed25519 public key`);
      return key;
    });
}
