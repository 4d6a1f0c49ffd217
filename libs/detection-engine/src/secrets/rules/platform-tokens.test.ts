import { describe, expect, it } from 'vitest';
import { ALNUM, findSecrets, HEX, randomToken } from '../test-tokens.ts';

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const uuid = (seed: number) =>
  [8, 4, 4, 4, 12].map((length, part) => randomToken(HEX, length, seed * 10 + part)).join('-');

describe('developer and operations platform tokens', () => {
  it.each([
    ['SettleMint', `settlemint_token = "sm_sat_${randomToken(LOWER_ALNUM, 16, 1)}"`, 'SETTLEMINT_TOKEN'],
    ['Spectral', `using spu-${randomToken(HEX, 32, 2)}`, 'SPECTRAL_TOKEN'],
    ['Rootly', `rootly_${randomToken(HEX, 64, 3)}`, 'ROOTLY_API_KEY'],
    ['Robinhood crypto', `api_key = "rh-api-${uuid(4)}"`, 'ROBINHOOD_CRYPTO_KEY'],
    ['AppSync', `const key = "da2-${randomToken(LOWER_ALNUM, 26, 5)}";`, 'AWS_APPSYNC_KEY'],
    ['pganalyze', `[debug] token=pgar_${randomToken(ALNUM, 27, 16)}`, 'PGANALYZE_API_KEY'],
    ['BestTime', `url = "https://besttime.app/api/v1/keys/pri_${randomToken(HEX, 32, 17)}"`, 'BESTTIME_API_KEY'],
    [
      'LaunchDarkly',
      `ld: api-${[8, 4, 4, 4, 12].map((n, i) => randomToken(LOWER_ALNUM, n, 18 + i)).join('-')}`,
      'LAUNCHDARKLY_KEY',
    ],
    ['Checkout.com', `checkout_api_key: "sk_sbox_${uuid(6)}"`, 'CHECKOUT_SECRET_KEY'],
    ['New Relic mobile', `token = 'AA${randomToken(HEX, 40, 7)}-NRMA'`, 'NEW_RELIC_KEY'],
    ['Sonar', `SONAR_TOKEN=squ_${randomToken(HEX, 40, 8)}`, 'SONAR_TOKEN'],
    ['Sumo Logic access id', `sumologic.accessId = "su${randomToken(ALNUM, 12, 9)}"`, 'SUMOLOGIC_ACCESS_KEY'],
  ])('finds a %s token', (_name, text, type) => {
    expect(findSecrets(text).map((finding) => finding.type)).toContain(type);
  });

  it('finds an HCP Vault AppRole secret id next to its role id and cluster', () => {
    const secretId = uuid(10);
    const text = `role_id = '${uuid(11)}'\nsecret_id = '${secretId}'\nvault_url = 'https://acme.hashicorp.cloud'`;
    expect(findSecrets(text)).toContainEqual({ type: 'VAULT_APPROLE_SECRET', value: secretId });
  });

  it('finds a Tableau token secret next to a Tableau Cloud site', () => {
    const secret = `${randomToken(ALNUM, 22, 12)}==:${randomToken(ALNUM, 32, 13)}`;
    const text = `name ci-token\n${secret}\nserver=prod-eu-a.online.tableau.com`;
    expect(findSecrets(text)).toContainEqual({ type: 'TABLEAU_TOKEN', value: secret });
  });

  it('finds a Tines webhook URL', () => {
    const url = `https://acme.tines.com/webhook/${randomToken(LOWER_ALNUM, 32, 14)}/${randomToken(LOWER_ALNUM, 32, 15)}`;
    expect(findSecrets(`hook = '${url}'`)).toContainEqual({ type: 'TINES_WEBHOOK', value: url });
  });

  it.each([
    ['a SettleMint token too short', `token := "sm_sat_${randomToken(LOWER_ALNUM, 10, 16)}"`, 'SETTLEMINT_TOKEN'],
    ['a Spectral token in upper case', `token=spu-${randomToken(HEX, 32, 17).toUpperCase()}`, 'SPECTRAL_TOKEN'],
    ['an AppSync key typed along the alphabet', 'da2-abcdefghijklmnopqrstuvwxyz', 'AWS_APPSYNC_KEY'],
    ['a New Relic token two characters short', `token = 'AA${randomToken(HEX, 38, 18)}-NRMA'`, 'NEW_RELIC_KEY'],
    [
      'an AppRole secret id without the cluster',
      `role_id = '${uuid(19)}'\nsecret_id = '${uuid(20)}'`,
      'VAULT_APPROLE_SECRET',
    ],
    [
      'a Tableau secret next to another host',
      `${randomToken(ALNUM, 22, 21)}==:${randomToken(ALNUM, 32, 22)} prod.tabeau.com`,
      'TABLEAU_TOKEN',
    ],
    ['a pganalyze key of one repeated character', `token=pgar_${'a'.repeat(27)}`, 'PGANALYZE_API_KEY'],
    ['a BestTime public key', `pub_${randomToken(HEX, 32, 24)}`, 'BESTTIME_API_KEY'],
    ['a Sumo Logic look-alike', `sumObj = su${randomToken(ALNUM, 12, 23)}`, 'SUMOLOGIC_ACCESS_KEY'],
  ])('ignores %s', (_name, text, type) => {
    expect(findSecrets(text).map((finding) => finding.type)).not.toContain(type);
  });
});
