import { DEFAULT_CONTEXT, plainText } from '../test-support.ts';
import { crc32 } from './values/github-checksum.ts';
import { secretDetectors } from './index.ts';

export const HEX = '0123456789abcdef';
export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const BASE64 = `${ALNUM}+/`;
export const URL_SAFE = `${ALNUM}_-`;

/**
 * Deterministic random-looking strings for tests, so no test needs a real (or copied) key. The
 * same seed gives the same string; different seeds give unrelated ones.
 */
export function randomToken(charset: string, length: number, seed = 1): string {
  let state = (seed * 2654435761) >>> 0 || 1;
  let out = '';
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out += charset[state % charset.length];
  }
  return out;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A classic GitHub token with a correct CRC32 checksum. */
export function githubToken(prefix: 'ghp' | 'gho' | 'ghu' | 'ghs' | 'ghr', seed = 1): string {
  const body = randomToken(ALNUM, 30, seed);
  let checksum = crc32(body);
  let digits = '';
  for (let i = 0; i < 6; i++) {
    digits = BASE62[checksum % 62] + digits;
    checksum = Math.floor(checksum / 62);
  }
  return `${prefix}_${body}${digits}`;
}

/** base64url of a UTF-8 string, without padding. */
export function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** The findings of the secrets detector on `text`, as type and matched value. */
export function findSecrets(text: string): { type: string; value: string }[] {
  return secretDetectors
    .flatMap((detector) => detector.detect(plainText(text), DEFAULT_CONTEXT))
    .map((finding) => ({ type: finding.type, value: text.slice(finding.start, finding.end) }));
}
