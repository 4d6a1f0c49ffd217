import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** Whether a 0x address carries the EIP-55 checksum: mixed case that matches keccak-256 of its lower-case hex. */
export function hasEip55Checksum(address: string): boolean {
  const hex = address.slice(2);
  if (!/^[0-9a-fA-F]{40}$/.test(hex) || isSingleCase(address)) return false;
  const hash = keccak_256(utf8ToBytes(hex.toLowerCase()));
  for (let i = 0; i < 40; i++) {
    const ch = hex[i]!;
    if (!/[a-fA-F]/.test(ch)) continue;
    const nibble = i % 2 === 0 ? hash[i >> 1]! >> 4 : hash[i >> 1]! & 0x0f;
    if (nibble >= 8 !== (ch === ch.toUpperCase())) return false;
  }
  return true;
}

/** Single-case hex has no checksum to check: the address form is all there is. */
export function isSingleCase(address: string): boolean {
  const hex = address.slice(2);
  return hex === hex.toLowerCase() || hex === hex.toUpperCase();
}
