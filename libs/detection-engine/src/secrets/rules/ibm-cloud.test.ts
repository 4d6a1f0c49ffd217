import { describe, expect, it } from 'vitest';
import { findSecrets, HEX, randomToken, URL_SAFE } from '../test-tokens.ts';

const hex = (length: number, seed: number) => randomToken(HEX, length, seed);
const LOWER = 'abcdefghijklmnopqrstuvwxyz';

describe('IBM Cloud credentials', () => {
  it.each([
    ['SoftLayer API key', `sl_api_key: "${hex(64, 1)}"`, 'SOFTLAYER_API_KEY', hex(64, 1)],
    ['SoftLayer key, one word', `SLAPIKEY=${hex(64, 2)}`, 'SOFTLAYER_API_KEY', hex(64, 2)],
    ['COS HMAC secret', `cos_hmac_secret_access_key = "${hex(48, 3)}"`, 'IBM_COS_HMAC_SECRET', hex(48, 3)],
    ['COS HMAC access key id', `"access_key_id": "${hex(32, 4)}"`, 'IBM_COS_HMAC_ACCESS_KEY_ID', hex(32, 4)],
    [
      'IAM API key',
      `cloud_iam_api_key="${randomToken(URL_SAFE, 44, 5)}"`,
      'IBM_CLOUD_API_KEY',
      randomToken(URL_SAFE, 44, 5),
    ],
    ['Cloudant password', `cloudant_password = "${hex(64, 6)}"`, 'CLOUDANT_API_KEY', hex(64, 6)],
    [
      'Cloudant legacy key',
      `cloudant_key: ${randomToken(LOWER, 24, 7)}`,
      'CLOUDANT_API_KEY',
      randomToken(LOWER, 24, 7),
    ],
  ])('finds a %s by its setting and format', (_name, text, type, value) => {
    expect(findSecrets(text)).toContainEqual({ type, value });
  });

  it('accepts a value of the exact format even when it was typed by hand', () => {
    const typed = 'abcd1234'.repeat(8);
    expect(findSecrets(`sl_api_key = "${typed}"`)).toContainEqual({ type: 'SOFTLAYER_API_KEY', value: typed });
  });

  it.each([
    ['a SoftLayer key one character short', `sl_api_key = "${hex(63, 8)}"`],
    ['an HMAC secret with a tail', `secret_access_key = "${hex(48, 9)}extra"`],
    ['an IAM key of the wrong length', `iam_api_key := "${randomToken(URL_SAFE, 49, 10)}"`],
    ['a template reference', 'softlayer_api_key="%s" % SL_API_KEY_ENV'],
    ['a fill-in', 'SOFTLAYER_APIKEY: "insert_key_here"'],
    ['a credential-looking host name', `https://user:${hex(64, 11)}.cloudant.com`],
  ])('ignores %s', (_name, text) => {
    expect(findSecrets(text).filter((finding) => /SOFTLAYER|IBM|CLOUDANT/.test(finding.type))).toEqual([]);
  });
});
