import { describe, expect, it } from 'vitest';
import { BASE64, findSecrets, randomToken } from '../test-tokens.ts';

const C64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const c64 = (length: number, seed: number) => randomToken(C64, length, seed);
const b64 = (length: number, seed: number) => randomToken(BASE64, length, seed);

const bcrypt = `$2b$12$${c64(53, 1)}`;
const sha512 = `$6$rounds=656000$${c64(16, 2)}$${c64(86, 3)}`;
const sha256 = `$5$${c64(12, 4)}$${c64(43, 5)}`;
const md5 = `$1$${c64(8, 6)}$${c64(22, 7)}`;
const apr1 = `$apr1$${c64(8, 8)}$${c64(22, 9)}`;
const argon2 = `$argon2id$v=19$m=65536,t=3,p=4$${b64(22, 10)}$${b64(43, 11)}`;
const yescrypt = `$y$j9T$${c64(22, 12)}$${c64(43, 13)}`;
const des = `Ab${c64(11, 14).replace(/^./, '7')}`;

const hashes = (text: string) => findSecrets(text).filter((finding) => finding.type === 'PASSWORD_HASH');

describe('password hashes', () => {
  it.each([
    ['a bcrypt hash', `hash = "${bcrypt}"`, bcrypt],
    ['a SHA-512 crypt hash with rounds', `stored: ${sha512}`, sha512],
    ['a SHA-256 crypt hash', `'${sha256}'`, sha256],
    ['an MD5-crypt hash', `pw ${md5}`, md5],
    ['an Apache MD5 hash', `"${apr1}"`, apr1],
    ['an Argon2id hash', `argon: ${argon2}`, argon2],
    ['a yescrypt hash', yescrypt, yescrypt],
    ['the hash of an /etc/shadow line', `root:${sha512}:19500:0:99999:7:::`, sha512],
    ['the hash of an htpasswd line', `alice:${apr1}\nbob:${bcrypt.replace('$2b$', '$2y$')}`, apr1],
    ['a DES-crypt hash in a shadow line', `daemon:${des}:18000:0:99999:7:::`, des],
  ])('reports %s', (_name, text, value) => {
    expect(hashes(text)).toContainEqual({ type: 'PASSWORD_HASH', value });
  });

  it.each([
    ['a documentation stand-in', 'bcrypt hashes look like $2b$12$... in the table'],
    ['a schematic SHA-crypt hash', 'the field holds $6$salt$hash'],
    ['a truncated bcrypt hash', `$2b$12$${c64(40, 20)}`],
    ['a bcrypt hash with a foreign character', `$2b$12$${c64(30, 21)}-${c64(22, 22)}`],
    ['a bcrypt cost out of range', `$2b$99$${c64(53, 23)}`],
    ['a SHA-512 hash of SHA-256 length', `$6$${c64(8, 24)}$${c64(43, 25)}`],
    ['an MD5 salt longer than eight characters', `$1$${c64(12, 26)}$${c64(22, 27)}`],
    ['an Argon2 hash without its parameters', `$argon2id$${b64(22, 28)}$${b64(43, 29)}`],
    ['a filler tail', `$2y$10$${'x'.repeat(53)}`],
    ['a hash glued into a longer token', `${c64(8, 30)}${bcrypt}`],
    ['a locked shadow account', 'nobody:*:18000:0:99999:7:::'],
    ['a shadow line with a word as its hash', 'daemon:abcdefghijklm:18000:0:99999:7:::'],
  ])('ignores %s', (_name, text) => {
    expect(hashes(text)).toEqual([]);
  });
});
