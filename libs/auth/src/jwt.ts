import { unauthorized } from '@csg/errors';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { parseExpiresIn } from './expires-in.ts';
import { assignableRoleSchema } from './roles.ts';
import type { AssignableRole } from './roles.ts';

/** What a token asserts when minted; `role` is informational, the role is re-read per request. */
export interface TokenSubject {
  sub: string;
  username: string;
  role: AssignableRole;
}

export interface JwtClaims extends TokenSubject {
  iat: number;
  exp: number;
}

export interface JwtService {
  sign(subject: TokenSubject): Promise<string>;
  /** The claims of a valid token; otherwise throws a 401 HttpError that does not say why. */
  verify(token: string): Promise<JwtClaims>;
}

export interface JwtServiceOptions {
  secret: string;
  /** A `JWT_EXPIRES_IN` value: `3600`, `30m`, `24h`, `7d`. */
  expiresIn: string | number;
  /** Current time in milliseconds; tests move it. */
  now?: () => number;
}

// HS256 is as strong as its key; RFC 7518 asks for a key at least as long as the hash output.
export const MIN_SECRET_BYTES = 32;

const claimsSchema = z.object({
  // Tenant ids are UUIDs: any other subject is refused here, never handed to a uuid column.
  sub: z.uuid(),
  username: z.string().min(1),
  role: assignableRoleSchema,
  iat: z.int().nonnegative(),
  exp: z.int().positive(),
});

export function createJwtService({ secret, expiresIn, now = Date.now }: JwtServiceOptions): JwtService {
  const key = new TextEncoder().encode(secret);
  if (key.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`The JWT secret must be at least ${MIN_SECRET_BYTES} bytes`);
  }
  const lifetimeSeconds = parseExpiresIn(expiresIn);
  // Imported once: given the raw bytes, jose imports the key again on every call, a share of each
  // request's cost.
  const hmacKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

  return {
    async sign({ sub, username, role }) {
      const iat = Math.floor(now() / 1000);
      // Exactly sub, username, role, iat, exp: clients decode the payload and rely on its shape.
      return new SignJWT({ username, role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds)
        .sign(await hmacKey);
    },

    async verify(token) {
      try {
        // Pinning the algorithm refuses `none`, other HMAC sizes and asymmetric algorithms alike.
        const { payload } = await jwtVerify(token, await hmacKey, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'iat', 'exp'],
          currentDate: new Date(now()),
        });
        // Parsing also drops any claim beyond the five.
        return claimsSchema.parse(payload);
      } catch {
        // One answer for every failure, so a caller cannot probe which check it tripped.
        throw unauthorized('Invalid or expired token');
      }
    },
  };
}
