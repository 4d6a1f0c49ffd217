import { describe, expect, it } from 'vitest';
import { ipAddressDetector } from './ip-address.ts';
import { isValidIpv4 } from './ipv4.ts';
import { isValidIpv6 } from './ipv6.ts';
import { reported, seen } from '../scan/test-helpers.ts';

describe('isValidIpv4', () => {
  it('accepts dotted quads with octets 0-255 and an optional CIDR prefix', () => {
    expect(isValidIpv4('10.20.30.40')).toBe(true);
    expect(isValidIpv4('255.255.255.0')).toBe(true);
    expect(isValidIpv4('172.20.0.0/16')).toBe(true);
  });

  it('rejects large octets, leading zeros, short forms and bad prefixes', () => {
    expect(isValidIpv4('10.20.30.256')).toBe(false);
    expect(isValidIpv4('10.020.30.40')).toBe(false);
    expect(isValidIpv4('10.20.30')).toBe(false);
    expect(isValidIpv4('10.20.30.40/33')).toBe(false);
  });
});

describe('isValidIpv6', () => {
  it.each([
    '2001:0db8:0000:0042:0000:8a2e:0370:7334',
    '2001:db8:0:42::8a2e:370:7334',
    '2001:db8::',
    '::1',
    'fe80::7:8%wlan0',
    '::ffff:10.20.30.40',
    '64:ff9b::10.20.30.40',
    '2001:db8:3:4:5:6:10.20.30.40',
    '2001:db8:7::/48',
  ])('accepts %s', (address) => {
    expect(isValidIpv6(address)).toBe(true);
  });

  it.each([
    '2001:db8:1:2:3:4:5',
    '2001::db8::1',
    '12345::1',
    '2001:db8::10.20.30.256',
    '1:2:3:4:5:6:7:8:9',
    'cafe::beef',
  ])('rejects %s', (address) => {
    expect(isValidIpv6(address)).toBe(false);
  });
});

describe('ipAddressDetector', () => {
  it('finds IPv4 and IPv6 addresses with their offsets', () => {
    const text = 'from 10.20.30.40 to 2001:db8:7::15 (ok)';
    expect(seen(ipAddressDetector, text).map((f) => [f.value, text.indexOf(f.value)])).toEqual([
      ['2001:db8:7::15', 20],
      ['10.20.30.40', 5],
    ]);
  });

  it('keeps an embedded IPv4 inside its IPv6 address', () => {
    expect(reported(ipAddressDetector, 'mapped ::ffff:10.20.30.40 here')).toEqual(['::ffff:10.20.30.40']);
  });

  it('handles brackets, ports, zones, prefixes and trailing punctuation', () => {
    expect(reported(ipAddressDetector, 'http://[2001:db8::15]:8443/x')).toEqual(['2001:db8::15']);
    expect(reported(ipAddressDetector, 'via fe80::7%eth1.')).toEqual(['fe80::7%eth1']);
    expect(reported(ipAddressDetector, 'net 172.20.0.0/16, gw 172.20.0.1.')).toEqual(['172.20.0.0/16', '172.20.0.1']);
    expect(reported(ipAddressDetector, 'bad prefix 172.20.0.0/40')).toEqual(['172.20.0.0']);
  });

  it('does not take version numbers, times, ratios, MAC addresses or C++ scopes', () => {
    for (const text of [
      'release 1.2.3.4.5',
      'build 10.20.30.40.50',
      'at 12:34:56',
      'ratio 1:2:3:4',
      'mac 0a:1b:2c:3d:4e:5f',
      'std::vector',
      'cafe::beef',
      'v10.0.0.1',
      'host10.20.30.40',
      '10.20.30.40x',
    ]) {
      expect(reported(ipAddressDetector, text), text).toEqual([]);
    }
  });

  it('keeps a dotted quad after "version" below the threshold', () => {
    expect(seen(ipAddressDetector, 'version 4.3.2.1')[0]?.confidence).toBeLessThan(0.5);
  });

  it('reports the unspecified address :: only weakly', () => {
    expect(seen(ipAddressDetector, 'bind :: now')).toEqual([
      { type: 'IP_ADDRESS', value: '::', confidence: 0.1, source: 'regex' },
    ]);
    expect(seen(ipAddressDetector, ':::')).toEqual([]);
  });

  it('rates IP words higher', () => {
    expect(seen(ipAddressDetector, 'server ip 10.20.30.40')[0]?.confidence).toBe(0.95);
    expect(seen(ipAddressDetector, 'seen 10.20.30.40')[0]?.confidence).toBe(0.85);
  });
});
