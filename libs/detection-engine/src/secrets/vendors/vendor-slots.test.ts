import { describe, expect, it } from 'vitest';
import { findSecrets, randomToken, URL_SAFE } from '../test-tokens.ts';
import { vendorSlot } from './vendor-slots.ts';

const DIGITS = '0123456789';

describe('vendor slots', () => {
  it('know the vendor an identifier names, whatever its case and separators', () => {
    expect(vendorSlot('DISCORD_TOKEN')?.type).toBe('DISCORD_API_KEY');
    expect(vendorSlot('confluentApiKey')?.type).toBe('CONFLUENT_API_KEY');
    expect(vendorSlot('stripe_key')?.type).toBe('STRIPE_API_KEY');
    expect(vendorSlot('api_token')).toBeUndefined();
  });

  it('test values against the vendor formats only', () => {
    const slot = vendorSlot('discord_client_token');
    expect(slot?.test(randomToken(DIGITS, 18, 1))).toBe(true);
    expect(slot?.test(randomToken(DIGITS, 12, 2))).toBe(false);
  });

  it.each([
    ['a Discord client id', `discord_token: "${randomToken(DIGITS, 18, 3)}"`, 'DISCORD_API_KEY'],
    ['an Asana client id', `asanaToken = "${randomToken(DIGITS, 16, 4)}"`, 'ASANA_API_KEY'],
    [
      'a Confluent key',
      `confluent_TOKEN = "${randomToken('abcdefghijklmnopqrstuvwxyz0123456789', 16, 5)}"`,
      'CONFLUENT_API_KEY',
    ],
    ['a Snyk token typed by hand', 'SNYK_TOKEN = "12345678-ABCD-ABCD-ABCD-1234567890AB"', 'SNYK_API_KEY'],
  ])('report %s assigned to an identifier naming the vendor', (_name, text, type) => {
    expect(findSecrets(text).map((finding) => finding.type)).toContain(type);
  });

  it('leave a plain number next to the vendor name in prose alone', () => {
    expect(findSecrets(`discord user ${randomToken(DIGITS, 18, 6)} joined`)).toEqual([]);
  });

  it('refuse values outside the formats of a vendor whose formats are all known', () => {
    // 44 base64 characters like a Data Center token, but not the base64 of "<id>:<secret>".
    expect(findSecrets(`jira_token: AT${randomToken(URL_SAFE.replace(/[-_]/g, ''), 42, 7)}`)).toEqual([]);
  });
});
