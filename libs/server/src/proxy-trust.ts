import { BlockList, isIP } from 'node:net';

/** `::ffff:10.0.0.1` is how a dual-stack socket reports an IPv4 peer. */
const unmap = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * Compiles TRUSTED_PROXIES into a predicate. Only a trusted peer may tell us the client address
 * (X-Forwarded-For) or the request id (X-Request-Id); anyone else gets its socket address used.
 */
export function createProxyTrust(entries: readonly string[]): (address: string | undefined) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = unmap(address);
    const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    return isIP(plain) !== 0 && list.check(plain, family);
  };
}
