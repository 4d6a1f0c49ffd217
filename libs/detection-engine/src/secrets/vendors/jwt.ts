import { hmac } from '@noble/hashes/hmac.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';

function decodeBase64Url(part: string): string | undefined {
  const normalized = part.replaceAll('-', '+').replaceAll('_', '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normalized) || normalized.length % 4 === 1) return undefined;
  return atob(normalized);
}

function decodesToObject(part: string): Record<string, unknown> | undefined {
  const json = decodeBase64Url(part);
  if (json === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

// Any of these makes a JSON object a JOSE header (signed JWS or encrypted JWE).
const JOSE_HEADER_FIELDS = ['alg', 'typ', 'kid', 'enc', 'cty', 'jku', 'x5t'];

/**
 * A JWT whose header decodes to a JSON object with JOSE header fields and, once the token is
 * complete (signed), whose payload decodes to a JSON object too: a signed token with a payload
 * that does not decode was edited by hand.
 */
export function isJwt(token: string): boolean {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined) return false;
  const decoded = decodesToObject(header);
  if (decoded === undefined || !JOSE_HEADER_FIELDS.some((field) => field in decoded)) return false;
  return signature === undefined || decodesToObject(payload) !== undefined;
}

/** A JWT that was base64-encoded once more (it then starts with `ZXlK`, the encoding of `eyJ`). */
export function isBase64Jwt(value: string): boolean {
  const decoded = decodeBase64Url(value.replaceAll('+', '-').replaceAll('/', '_'));
  const token =
    decoded === undefined ? undefined : /^eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*/.exec(decoded);
  return token !== null && token !== undefined && isJwt(token[0]);
}

// The keys jwt.io signs its sample tokens with: a token they verify is a copy of the example,
// not a credential. (Weak keys such as "secret" stay out: real applications use them too.)
const EXAMPLE_KEYS = [
  'your-256-bit-secret',
  'your-384-bit-secret',
  'your-512-bit-secret',
  'a-string-secret-at-least-256-bits-long',
];
const HASHES = { HS256: sha256, HS384: sha384, HS512: sha512 } as const;

function base64UrlOf(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** True for an HMAC-signed JWT whose signature verifies with a published example key. */
export function isExampleJwt(token: string): boolean {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || !signature) return false;
  const alg = decodesToObject(header)?.['alg'];
  const hash = typeof alg === 'string' && alg in HASHES ? HASHES[alg as keyof typeof HASHES] : undefined;
  if (!hash) return false;
  const signed = new TextEncoder().encode(`${header}.${payload}`);
  const expected = signature.replace(/=+$/, '');
  return EXAMPLE_KEYS.some((key) => base64UrlOf(hmac(hash, new TextEncoder().encode(key), signed)) === expected);
}
