import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard). The encoded form carries its own parameters,
 * `scrypt$N$r$p$<salt base64>$<hash base64>`, so the defaults can be raised later without
 * invalidating stored hashes: verification always uses the parameters of the stored hash.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

// 32 MiB of memory per hash; about 90 ms on the 2-core reference machine.
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MIN_KEY_BYTES = 16;
// Bounds on parameters read back from storage, so a corrupt row cannot demand gigabytes of
// memory (128·N·r bytes) or minutes of CPU (p rounds).
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const MAX_P = 16;

const memoryOf = ({ N, r }: ScryptParams) => 128 * N * r;

function derive(plain: string, salt: Buffer, params: ScryptParams, keyBytes: number): Promise<Buffer> {
  const { N, r, p } = params;
  // Node refuses a derivation needing more than maxmem, 32 MiB by default, which is exactly what
  // N=2^15, r=8 needs; allow the need plus headroom for scrypt's smaller buffers.
  const maxmem = memoryOf(params) + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    // NFC: one password typed on different systems may arrive composed or decomposed.
    scrypt(plain.normalize('NFC'), salt, keyBytes, { N, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(plain: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(plain, salt, params, KEY_BYTES);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

interface DecodedHash {
  params: ScryptParams;
  salt: Buffer;
  hash: Buffer;
}

const ENCODED = /^scrypt\$([1-9]\d{0,7})\$([1-9]\d{0,2})\$([1-9]\d{0,2})\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/;

function decode(stored: string): DecodedHash {
  const [, n = '', r = '', p = '', salt = '', hash = ''] = ENCODED.exec(stored) ?? [];
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const hashBytes = Buffer.from(hash, 'base64');
  const powerOfTwo = params.N > 1 && (params.N & (params.N - 1)) === 0;
  // A near-empty hash would make any password "match" (empty equals empty), so demand a real length.
  const bounded = memoryOf(params) <= MAX_MEMORY_BYTES && params.p <= MAX_P;
  if (hashBytes.length < MIN_KEY_BYTES || !powerOfTwo || !bounded) {
    // The message never echoes the stored value: it is secret material.
    throw new Error('Unrecognised password hash format');
  }
  return { params, salt: Buffer.from(salt, 'base64'), hash: hashBytes };
}

/** True when `plain` matches `stored`; throws only when `stored` is not a hash this module wrote. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const { params, salt, hash } = decode(stored);
  const candidate = await derive(plain, salt, params, hash.length);
  return timingSafeEqual(candidate, hash);
}

export interface PasswordVerifier {
  /** Verifies against a real stored hash. */
  verify(plain: string, stored: string): Promise<boolean>;
  /**
   * Spends the same work as `verify` and answers false. Login calls it when the username is
   * unknown, so response time does not reveal which accounts exist.
   */
  verifyAgainstDummy(plain: string): Promise<false>;
}

export function createPasswordVerifier(params: ScryptParams = DEFAULT_SCRYPT_PARAMS): PasswordVerifier {
  // Computed once, at construction, so the first unknown-user login does not pay for it twice.
  const dummy = hashPassword(randomBytes(32).toString('hex'), params);
  // Marks the promise handled: a failure resurfaces at the first await instead of crashing the process.
  dummy.catch(() => undefined);
  return {
    verify: verifyPassword,
    async verifyAgainstDummy(plain) {
      await verifyPassword(plain, await dummy);
      return false;
    },
  };
}
