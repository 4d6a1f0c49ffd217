import { describe, expect, it } from 'vitest';
import { parseBearer } from './bearer.ts';

const KEY = 'gw_key_' + 'ab'.repeat(32);
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';

describe('parseBearer', () => {
  it.each([
    [`Bearer ${KEY}`, { kind: 'api_key', token: KEY }],
    [`Bearer ${JWT}`, { kind: 'jwt', token: JWT }],
    [`bearer ${JWT}`, { kind: 'jwt', token: JWT }],
    [`BEARER ${KEY}`, { kind: 'api_key', token: KEY }],
    [`  Bearer ${JWT}  `, { kind: 'jwt', token: JWT }],
    // The prefix alone decides; whether the key is well formed is the authenticator's concern.
    ['Bearer gw_key_short', { kind: 'api_key', token: 'gw_key_short' }],
    ['Bearer GW_KEY_abc', { kind: 'jwt', token: 'GW_KEY_abc' }],
    ['Bearer opaque', { kind: 'jwt', token: 'opaque' }],
  ])('%j → %j', (header, expected) => {
    expect(parseBearer(header)).toStrictEqual(expected);
  });

  it.each([
    ['a missing header', undefined],
    ['an empty header', ''],
    ['the scheme alone', 'Bearer'],
    ['the scheme and a space', 'Bearer '],
    ['another scheme', `Basic ${JWT}`],
    ['no scheme', JWT],
    ['two spaces after the scheme', `Bearer  ${JWT}`],
    ['a tab instead of a space', `Bearer\t${JWT}`],
    ['a token with a space inside', 'Bearer abc def'],
    ['the scheme glued to the token', `Bearer${JWT}`],
  ])('%s is null', (_case, header) => {
    expect(parseBearer(header)).toBeNull();
  });
});
