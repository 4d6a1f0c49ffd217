import { describe, expect, it } from 'vitest';
import { ALNUM, BASE64, findSecrets, HEX, randomToken } from '../test-tokens.ts';

const alnum = randomToken(ALNUM, 24, 1);
const hex = randomToken(HEX, 32, 2);
const base64 = `${randomToken(BASE64, 38, 3)}==`;

const vendorKeys = (text: string) => findSecrets(text).filter((finding) => finding.type === 'VENDOR_API_KEY');

describe('vendor tokens without a known prefix', () => {
  it.each([
    ['a key named in prose', `The Acquia API key is ${alnum}`, alnum],
    ['a hexadecimal secret', `servicenow secret ${hex}`, hex],
    ['a key after an AI vendor', `tavily key -> ${alnum}`, alnum],
  ])("reports %s as the vendor's key", (_name, text, value) => {
    expect(vendorKeys(text)).toEqual([{ type: 'VENDOR_API_KEY', value }]);
  });

  it.each([
    ['a token after a colon', `Egnyte token: ${alnum}`, alnum],
    ['a base64 key in quotes', `nylas api_key "${base64}"`, base64],
    ['a key after a security vendor', `Our Lacework access key = ${alnum}`, alnum],
    ['an assignment to a vendor-named setting', `TAXJAR_TOKEN=${hex}`, hex],
    ['a quoted secret of a vendor', `zabbix_secret: "${alnum}"`, alnum],
  ])('masks %s whichever check names it', (_name, text, value) => {
    expect(findSecrets(text).map((finding) => finding.value)).toEqual([value]);
  });

  it.each([
    ['a token the text does not call a key', `Egnyte: ${alnum}`],
    ['a placeholder', 'semrush key: your-api-key-here'],
    ['a path', 'ticketmaster api key: /usr/local/etc/tm/key.pem'],
    ['a URL', 'eventbrite token: https://www.eventbrite.com/platform/api-keys'],
    ['words', 'the ahrefs api key configuration documentation is long'],
    ['a short value', 'zabbix key: abc123'],
    ['a filler', `zabbix token: ${'a'.repeat(24)}`],
    ['an identifier rather than a key', `egnyte client_id: ${alnum}`],
    ['a vendor name inside another word', `kindergarten class ${hex}`],
    ['a method that starts like a vendor', `logToFile(path, "${hex}")`],
  ])('ignores %s', (_name, text) => {
    expect(findSecrets(text)).toEqual([]);
  });
});
