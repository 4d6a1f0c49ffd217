import { describe, expect, it } from 'vitest';
import { parseExpiresIn } from './expires-in.ts';

describe('parseExpiresIn (JWT_EXPIRES_IN)', () => {
  it.each([
    ['24h', 86_400],
    ['30m', 1800],
    ['3600', 3600],
    [3600, 3600],
    ['7d', 604_800],
    ['45s', 45],
    [' 24h ', 86_400],
  ])('%j is %i seconds', (value, seconds) => {
    expect(parseExpiresIn(value)).toBe(seconds);
  });

  it.each(['', '0', '-5', '1.5h', '24 h', '24H', '1w', 'h', 'abc', '99999999999999999999d', 1.5, 0])(
    '%j is refused',
    (value) => {
      expect(() => parseExpiresIn(value)).toThrow(/Invalid JWT lifetime/);
    },
  );
});
