import { BlockList, isIP } from 'node:net';

/**
 * Where an IP address leads. Only `public` is globally reachable unicast; every other scope is the
 * host itself, a network of its operator, or no single destination at all.
 */
export type AddressScope =
  'public' | 'loopback' | 'private' | 'link-local' | 'shared' | 'unspecified' | 'multicast' | 'reserved';

/** How an IPv6 address carries the IPv4 address whose scope it was given. */
export type Ipv4Embedding = 'ipv4-mapped' | 'ipv4-compatible' | 'nat64' | '6to4';

export interface AddressClass {
  scope: AddressScope;
  /** Set when the scope is that of an IPv4 address inside an IPv6 one. */
  embedded?: Ipv4Embedding;
}

/** IANA's IPv4 special-purpose blocks that are not globally reachable, and multicast. */
const IPV4_RANGES: readonly (readonly [AddressScope, string, number])[] = [
  ['unspecified', '0.0.0.0', 8], // "this network": 0.0.0.0 reaches the host itself
  ['private', '10.0.0.0', 8],
  ['shared', '100.64.0.0', 10], // carrier-grade NAT; some clouds put their metadata service here
  ['loopback', '127.0.0.0', 8],
  ['link-local', '169.254.0.0', 16], // includes the cloud metadata endpoint 169.254.169.254
  ['private', '172.16.0.0', 12],
  ['reserved', '192.0.0.0', 24], // IETF protocol assignments (DS-Lite, NAT64 discovery)
  ['reserved', '192.0.2.0', 24], // documentation
  ['private', '192.168.0.0', 16],
  ['reserved', '198.18.0.0', 15], // benchmarking, used inside some data centres
  ['reserved', '198.51.100.0', 24], // documentation
  ['reserved', '203.0.113.0', 24], // documentation
  ['multicast', '224.0.0.0', 4],
  ['reserved', '240.0.0.0', 4], // future use, and the limited broadcast address
];

/**
 * IPv6 blocks checked before the global-unicast rule. Everything outside 2000::/3 that is not
 * listed here (the discard prefix 100::/64, the local-use NAT64 prefix 64:ff9b:1::/48, whose
 * embedding the operator chooses, and the rest of the unassigned space) is `reserved`.
 */
const IPV6_RANGES: readonly (readonly [AddressScope, string, number])[] = [
  ['private', 'fc00::', 7], // unique-local
  ['link-local', 'fe80::', 10],
  ['reserved', 'fec0::', 10], // site-local, deprecated but still routed by some stacks
  ['multicast', 'ff00::', 8],
  ['reserved', '2001::', 23], // IETF protocol assignments, Teredo included
  ['reserved', '2001:db8::', 32], // documentation
  ['reserved', '3fff::', 20], // documentation
];

function blockLists(ranges: typeof IPV4_RANGES, family: 'ipv4' | 'ipv6'): [AddressScope, BlockList][] {
  return ranges.map(([scope, network, prefix]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return [scope, list];
  });
}

const IPV4_LISTS = blockLists(IPV4_RANGES, 'ipv4');
const IPV6_LISTS = blockLists(IPV6_RANGES, 'ipv6');
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

const scopeIn = (lists: [AddressScope, BlockList][], address: string, family: 'ipv4' | 'ipv6') =>
  lists.find(([, list]) => list.check(address, family))?.[0];

const ipv4Scope = (address: string): AddressScope => scopeIn(IPV4_LISTS, address, 'ipv4') ?? 'public';

/** The eight 16-bit words of an address `isIP` accepted as IPv6 (zone id and dotted tail allowed). */
function ipv6Words(address: string): number[] {
  let text = address.split('%', 1)[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const first = head ? head.split(':') : [];
  if (tail === undefined) return first.map((word) => parseInt(word, 16));
  const last = tail ? tail.split(':') : [];
  const zeros = Array<string>(8 - first.length - last.length).fill('0');
  return [...first, ...zeros, ...last].map((word) => parseInt(word, 16));
}

const dottedQuad = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

/** The IPv4 address an IPv6 one carries, in the forms a host or its network translates to IPv4. */
function embeddedIpv4(w: readonly number[]): { via: Ipv4Embedding; ipv4: string } | undefined {
  const zero = (from: number, to: number) => w.slice(from, to).every((word) => word === 0);
  const [w0 = 0, w1 = 0, w2 = 0, , , w5 = 0, w6 = 0, w7 = 0] = w;
  if (zero(0, 5) && w5 === 0xffff) return { via: 'ipv4-mapped', ipv4: dottedQuad(w6, w7) };
  if (zero(0, 6)) return { via: 'ipv4-compatible', ipv4: dottedQuad(w6, w7) };
  if (w0 === 0x64 && w1 === 0xff9b && zero(2, 6)) return { via: 'nat64', ipv4: dottedQuad(w6, w7) };
  if (w0 === 0x2002) return { via: '6to4', ipv4: dottedQuad(w1, w2) };
  return undefined;
}

function ipv6Class(address: string): AddressClass {
  const words = ipv6Words(address);
  if (words.every((word) => word === 0)) return { scope: 'unspecified' };
  if (words.slice(0, 7).every((word) => word === 0) && words[7] === 1) return { scope: 'loopback' };
  const embedded = embeddedIpv4(words);
  if (embedded) {
    const scope = ipv4Scope(embedded.ipv4);
    // IPv4-compatible addresses are deprecated (RFC 4291): none is a public destination.
    if (embedded.via === 'ipv4-compatible' && scope === 'public') return { scope: 'reserved', embedded: embedded.via };
    return { scope, embedded: embedded.via };
  }
  const plain = address.split('%', 1)[0] ?? '';
  const listed = scopeIn(IPV6_LISTS, plain, 'ipv6');
  if (listed) return { scope: listed };
  return { scope: GLOBAL_UNICAST.check(plain, 'ipv6') ? 'public' : 'reserved' };
}

/** The scope of an IP address (IPv6 forms that carry an IPv4 address take its scope); undefined for anything else. */
export function classifyAddress(address: string): AddressClass | undefined {
  const family = isIP(address);
  if (family === 4) return { scope: ipv4Scope(address) };
  if (family === 6) return ipv6Class(address);
  return undefined;
}

/** True only for a globally reachable unicast IP address; false for every other scope and for non-addresses. */
export function isPublicAddress(address: string): boolean {
  return classifyAddress(address)?.scope === 'public';
}
