const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/**
 * Seconds in a `JWT_EXPIRES_IN` value: a bare integer is seconds (`3600`), otherwise an integer
 * with one unit `s`, `m`, `h` or `d` (`30m`, `24h`, `7d`). Anything else throws, so a typo in the
 * configuration fails at start-up instead of minting tokens with a surprising lifetime.
 */
export function parseExpiresIn(value: string | number): number {
  const match = /^([1-9][0-9]*)([smhd])?$/.exec(String(value).trim());
  const seconds = match ? Number(match[1]) * UNIT_SECONDS[(match[2] ?? 's') as keyof typeof UNIT_SECONDS] : NaN;
  if (!Number.isSafeInteger(seconds)) {
    throw new Error(`Invalid JWT lifetime ${JSON.stringify(value)}: use seconds or a number with s, m, h or d`);
  }
  return seconds;
}
