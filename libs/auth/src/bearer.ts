import { API_KEY_PREFIX } from './api-keys.ts';

export type BearerCredential = { kind: 'api_key'; token: string } | { kind: 'jwt'; token: string };

// The scheme is case-insensitive (RFC 9110); one space separates it from a token without spaces.
const BEARER = /^bearer ([^\s]+)$/i;

/**
 * Tells the two credentials apart by the `gw_key_` prefix. A missing or malformed header is null,
 * which the caller answers with 401; whether the token itself is valid is decided later.
 */
export function parseBearer(authorizationHeader: string | undefined): BearerCredential | null {
  const token = BEARER.exec(authorizationHeader?.trim() ?? '')?.[1];
  if (token === undefined) return null;
  return token.startsWith(API_KEY_PREFIX) ? { kind: 'api_key', token } : { kind: 'jwt', token };
}
