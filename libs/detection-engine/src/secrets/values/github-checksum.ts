const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

export function crc32(ascii: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < ascii.length; i++) {
    crc = (CRC_TABLE[(crc ^ ascii.charCodeAt(i)) & 0xff] as number) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function base62Value(digits: string): number {
  let value = 0;
  for (const digit of digits) {
    const index = BASE62.indexOf(digit);
    if (index < 0) return -1;
    value = value * 62 + index;
  }
  return value;
}

/**
 * GitHub classic tokens (ghp_, gho_, ghu_, ghs_, ghr_) end in six base62 digits holding the
 * CRC32 of the 30 random characters before them, so a typo'd or invented token fails.
 */
export function hasValidGithubChecksum(token: string): boolean {
  const match = /^gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})$/.exec(token);
  if (!match) return false;
  return crc32(match[1] as string) === base62Value(match[2] as string);
}
