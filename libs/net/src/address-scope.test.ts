import { describe, expect, it } from 'vitest';
import { classifyAddress, isPublicAddress, type AddressClass } from './address-scope.ts';

describe('classifyAddress', () => {
  it.each<[string, AddressClass]>([
    ['127.0.0.1', { scope: 'loopback' }],
    ['127.8.9.10', { scope: 'loopback' }],
    ['10.1.2.3', { scope: 'private' }],
    ['172.16.0.1', { scope: 'private' }],
    ['172.31.255.255', { scope: 'private' }],
    ['192.168.0.10', { scope: 'private' }],
    ['169.254.169.254', { scope: 'link-local' }],
    ['100.64.0.1', { scope: 'shared' }],
    ['100.100.100.200', { scope: 'shared' }],
    ['0.0.0.0', { scope: 'unspecified' }],
    ['0.1.2.3', { scope: 'unspecified' }],
    ['224.0.0.1', { scope: 'multicast' }],
    ['239.255.255.250', { scope: 'multicast' }],
    ['255.255.255.255', { scope: 'reserved' }],
    ['240.0.0.1', { scope: 'reserved' }],
    ['192.0.0.170', { scope: 'reserved' }],
    ['192.0.2.1', { scope: 'reserved' }],
    ['198.18.0.1', { scope: 'reserved' }],
    ['198.51.100.1', { scope: 'reserved' }],
    ['203.0.113.1', { scope: 'reserved' }],
  ])('IPv4 %s', (address, expected) => expect(classifyAddress(address)).toEqual(expected));

  it.each<[string, AddressClass]>([
    ['::1', { scope: 'loopback' }],
    ['0:0:0:0:0:0:0:1', { scope: 'loopback' }],
    ['::', { scope: 'unspecified' }],
    ['fc00::1', { scope: 'private' }],
    ['fd12:3456::1', { scope: 'private' }],
    ['fe80::1', { scope: 'link-local' }],
    ['fe80::1%eth0', { scope: 'link-local' }],
    ['febf::1', { scope: 'link-local' }],
    ['fec0::1', { scope: 'reserved' }],
    ['ff02::1', { scope: 'multicast' }],
    ['2001:db8::1', { scope: 'reserved' }],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', { scope: 'reserved' }],
    ['3fff::1', { scope: 'reserved' }],
    ['100::1', { scope: 'reserved' }],
    ['64:ff9b:1::a00:1', { scope: 'reserved' }],
    ['64:ff9b:1::808:808', { scope: 'reserved' }],
    ['5f00::1', { scope: 'reserved' }],
    ['::ffff:0:7f00:1', { scope: 'reserved' }],
  ])('IPv6 %s', (address, expected) => expect(classifyAddress(address)).toEqual(expected));

  it.each<[string, AddressClass]>([
    ['::ffff:127.0.0.1', { scope: 'loopback', embedded: 'ipv4-mapped' }],
    ['::ffff:7f00:1', { scope: 'loopback', embedded: 'ipv4-mapped' }],
    ['0:0:0:0:0:ffff:7f00:1', { scope: 'loopback', embedded: 'ipv4-mapped' }],
    ['::ffff:a00:1', { scope: 'private', embedded: 'ipv4-mapped' }],
    ['::ffff:169.254.169.254', { scope: 'link-local', embedded: 'ipv4-mapped' }],
    ['::ffff:0.0.0.0', { scope: 'unspecified', embedded: 'ipv4-mapped' }],
    ['::ffff:8.8.8.8', { scope: 'public', embedded: 'ipv4-mapped' }],
    ['::127.0.0.1', { scope: 'loopback', embedded: 'ipv4-compatible' }],
    ['::7f00:1', { scope: 'loopback', embedded: 'ipv4-compatible' }],
    ['::10.0.0.1', { scope: 'private', embedded: 'ipv4-compatible' }],
    ['::8.8.8.8', { scope: 'reserved', embedded: 'ipv4-compatible' }],
    ['64:ff9b::7f00:1', { scope: 'loopback', embedded: 'nat64' }],
    ['64:ff9b::127.0.0.1', { scope: 'loopback', embedded: 'nat64' }],
    ['64:ff9b::c0a8:101', { scope: 'private', embedded: 'nat64' }],
    ['64:ff9b::a9fe:a9fe', { scope: 'link-local', embedded: 'nat64' }],
    ['64:ff9b::808:808', { scope: 'public', embedded: 'nat64' }],
    ['2002:c0a8:101::1', { scope: 'private', embedded: '6to4' }],
    ['2002:7f00:1::', { scope: 'loopback', embedded: '6to4' }],
    ['2002:a9fe:a9fe::1', { scope: 'link-local', embedded: '6to4' }],
    ['2002:808:808::1', { scope: 'public', embedded: '6to4' }],
  ])('IPv6 %s carrying an IPv4 address', (address, expected) => expect(classifyAddress(address)).toEqual(expected));

  it.each(['localhost', '127.1', '2130706433', '', '1.2.3.4.5', '[::1]', 'fe80::1::2'])(
    '%j is not an address',
    (input) => expect(classifyAddress(input)).toBeUndefined(),
  );
});

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '20.40.60.80', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001::1'])(
    '%s is public',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each(['127.0.0.1', '::ffff:7f00:1', '64:ff9b::7f00:1', '2002:a00:1::', '::', 'fd00::1', 'localhost', ''])(
    '%j is not',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );
});
