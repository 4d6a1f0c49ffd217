import { describe, expect, it } from 'vitest';
import { isPublicValue } from './public-values.ts';
import { ALNUM, findSecrets, HEX, randomToken } from '../test-tokens.ts';

describe('public values', () => {
  it('are publishable keys, client secrets of payment intents and OAuth client ids', () => {
    expect(isPublicValue(`pk_live_${randomToken(ALNUM, 24, 1)}`)).toBe(true);
    expect(isPublicValue(`test_pub_${randomToken(HEX, 31, 2)}`)).toBe(true);
    expect(isPublicValue(`pi_${randomToken(ALNUM, 24, 3)}_secret_${randomToken(ALNUM, 25, 4)}`)).toBe(true);
    expect(isPublicValue(`3MVG9${randomToken(ALNUM, 80, 5)}`)).toBe(true);
    expect(isPublicValue(`sk_live_${randomToken(ALNUM, 24, 6)}`)).toBe(false);
  });

  it('are not reported next to a vendor name or in a secret-named setting', () => {
    expect(findSecrets(`salesforce_key = "3MVG9${randomToken(ALNUM, 80, 7)}"`)).toEqual([]);
    expect(findSecrets(`lob_token = "live_pub_${randomToken(HEX, 31, 8)}"`)).toEqual([]);
  });
});
