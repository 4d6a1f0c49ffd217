import { sha256 } from '@noble/hashes/sha2.js';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function decodeBase58(value: string): Uint8Array | undefined {
  let n = 0n;
  for (const ch of value) {
    const digit = BASE58.indexOf(ch);
    if (digit < 0) return undefined;
    n = n * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn));
    n >>= 8n;
  }
  // Each leading '1' stands for a leading zero byte.
  for (let i = 0; i < value.length && value[i] === '1'; i++) bytes.unshift(0);
  return Uint8Array.from(bytes);
}

/**
 * A legacy Bitcoin address: Base58Check of a version byte (0x00 P2PKH "1…", 0x05 P2SH "3…") and a
 * 20-byte hash, whose last four bytes are the first four of SHA-256(SHA-256(payload)).
 */
export function isValidBase58Address(value: string): boolean {
  if (value.length < 26 || value.length > 35) return false;
  const bytes = decodeBase58(value);
  if (!bytes || bytes.length !== 25) return false;
  const version = bytes[0];
  if (!(version === 0x00 && value.startsWith('1')) && !(version === 0x05 && value.startsWith('3'))) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21)));
  return checksum.subarray(0, 4).every((byte, i) => byte === bytes[21 + i]);
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = (((chk & 0x1ffffff) << 5) ^ value) >>> 0;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk = (chk ^ GENERATOR[i]!) >>> 0;
  }
  return chk;
}

/** Regroups 5-bit words into bytes, rejecting non-zero or over-long padding (BIP-173). */
function toBytes(words: readonly number[]): number[] | undefined {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const word of words) {
    acc = (acc << 5) | word;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >>> bits) & 0xff);
    }
    acc &= (1 << bits) - 1;
  }
  return bits >= 5 || acc !== 0 ? undefined : out;
}

/**
 * A SegWit address on Bitcoin main net: "bc1", one case throughout, the BIP-173 checksum for
 * witness version 0 (a 20- or 32-byte program) and the BIP-350 bech32m checksum for versions 1–16.
 */
export function isValidBech32Address(value: string): boolean {
  if (value.length < 14 || value.length > 90 || (value !== value.toLowerCase() && value !== value.toUpperCase()))
    return false;
  const lower = value.toLowerCase();
  if (!lower.startsWith('bc1')) return false;
  const data: number[] = [];
  for (const ch of lower.slice(3)) {
    const word = BECH32_CHARSET.indexOf(ch);
    if (word < 0) return false;
    data.push(word);
  }
  const constant = polymod([3, 3, 0, 2, 3, ...data]);
  const version = data[0]!;
  if (version > 16 || constant !== (version === 0 ? BECH32_CONST : BECH32M_CONST)) return false;
  const program = toBytes(data.slice(1, -6));
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}
