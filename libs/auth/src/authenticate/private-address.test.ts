import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.10.20',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
  ])('admits %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '172.32.0.1', '100.64.0.1', '2001:db8::1', '::ffff:8.8.8.8', 'not-an-ip', '', undefined])(
    'refuses %s',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );

  it.each(['64:ff9b::a00:1', '2002:a00:1::1', '::10.0.0.1'])(
    'refuses %s: a private IPv4 address that arrives through a translator',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
});
