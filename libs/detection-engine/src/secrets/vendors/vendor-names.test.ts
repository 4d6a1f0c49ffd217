import { describe, expect, it } from 'vitest';
import { DISTINCTIVE_VENDOR_NAMES, EVERYDAY_VENDOR_NAMES } from './vendor-names.ts';
import { vendorKeyType, vendorShape } from './vendor-shapes.ts';

describe('vendor names', () => {
  it('are lower-case ASCII keywords, each in one list', () => {
    const all = [...DISTINCTIVE_VENDOR_NAMES, ...EVERYDAY_VENDOR_NAMES];
    expect(all.length).toBeGreaterThan(300);
    expect(all.every((name) => /^[a-z0-9][a-z0-9._-]*$/.test(name))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it('give every documented shape a vendor of the lists', () => {
    const all = new Set([...DISTINCTIVE_VENDOR_NAMES, ...EVERYDAY_VENDOR_NAMES]);
    for (const name of ['cloudflare', 'datadog', 'okta', 'twilio', 'mailgun', 'stripe']) {
      expect(all.has(name)).toBe(true);
      expect(vendorShape(name)).toBeDefined();
    }
  });

  it('report a type per documented vendor and one type for the rest', () => {
    expect(vendorKeyType('cloudflare')).toBe('CLOUDFLARE_API_KEY');
    expect(vendorKeyType('okta')).toBe('OKTA_TOKEN');
    expect(vendorKeyType('pinata')).toBe('VENDOR_API_KEY');
  });

  it('check the documented shape exactly', () => {
    expect(vendorShape('cloudflare')?.test('0'.repeat(36))).toBe(false);
    expect(vendorShape('datadog')?.test('a'.repeat(40))).toBe(true);
  });
});
