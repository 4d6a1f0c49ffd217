import { classifyAddress, type AddressScope } from '@csg/net';

/** The host itself and the networks it sits on: RFC 1918 and unique-local, and the link. */
const PRIVATE_NETWORK: ReadonlySet<AddressScope> = new Set(['loopback', 'private', 'link-local']);

/**
 * Loopback or a private network, in IPv4-mapped form too (a dual-stack socket reports IPv4 peers
 * so). The other IPv6 forms that carry an IPv4 address (NAT64, 6to4, IPv4-compatible) are not
 * admitted: they come through a translator, which clients from outside reach as well.
 */
export function isPrivateAddress(address: string | undefined): boolean {
  const found = address ? classifyAddress(address) : undefined;
  return (
    found !== undefined &&
    PRIVATE_NETWORK.has(found.scope) &&
    (found.embedded === undefined || found.embedded === 'ipv4-mapped')
  );
}
