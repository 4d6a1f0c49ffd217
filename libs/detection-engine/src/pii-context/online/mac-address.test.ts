import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { macAddressDetector } from './mac-address.ts';

const found = (text: string): string[] =>
  macAddressDetector.detect(plainText(text), DEFAULT_CONTEXT).map((f) => text.slice(f.start, f.end));

describe('macAddressDetector', () => {
  it('finds colon, hyphen and Cisco forms with exact offsets', () => {
    const text = 'eth0 3c:22:fb:1a:9e:07, wlan 3C-22-FB-1A-9E-08 and switch port 3c22.fb1a.9e09.';
    expect(found(text)).toEqual(['3c:22:fb:1a:9e:07', '3C-22-FB-1A-9E-08', '3c22.fb1a.9e09']);
    expect(macAddressDetector.detect(plainText(text), DEFAULT_CONTEXT)[0]).toMatchObject({
      type: 'MAC_ADDRESS',
      category: 'pii',
    });
  });

  it('accepts a Cisco form of digits only when the text talks about a MAC', () => {
    expect(found('call 0012.3456.7890 now')).toEqual([]);
    expect(found('the MAC is 0012.3456.7890')).toEqual(['0012.3456.7890']);
  });

  it.each([
    'five octets 3c:22:fb:1a:9e only',
    'not hex GG:22:FB:1A:9E:07',
    'broadcast ff:ff:ff:ff:ff:ff',
    'unset 00-00-00-00-00-00',
    'mixed 3c:22:fb-1a-9e-07',
    'IPv6 fe80:0:0:0:0:0:0:1 and 2001:db8:85:a3:0:0:8a:2e',
    'hash 3c22fb1a9e07aa11:22:33',
  ])('does not fire on look-alikes: %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('stays linear on 100 KB of adversarial input', () => {
    for (const text of ['aa:'.repeat(33_000), 'aa-'.repeat(33_000), 'aaaa.'.repeat(20_000), ':'.repeat(100_000)]) {
      const started = performance.now();
      macAddressDetector.detect(plainText(text), DEFAULT_CONTEXT);
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
