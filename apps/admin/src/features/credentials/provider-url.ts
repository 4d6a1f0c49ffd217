import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Every address a host name resolves to (A and AAAA), as the system resolver returns them. */
export type LookupAll = (hostname: string) => Promise<string[]>;

export const systemLookup: LookupAll = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

const LOOKUP_TIMEOUT_MS = 5_000;

/**
 * Addresses that are not public unicast: the network a provider URL must not reach unless private
 * URLs are allowed. IPv4-mapped IPv6 addresses are matched against the IPv4 rules by BlockList;
 * other IPv6 forms that embed an IPv4 address are unpacked by `embeddedIpv4` first.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", includes the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT shared space
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, includes cloud metadata endpoints
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit words of a valid IPv6 address. */
function ipv6Words(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const words =
    tail === undefined ? first : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return words.map((w) => parseInt(w, 16));
}

/** The IPv4 address carried by an IPv4-compatible, NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address. */
function embeddedIpv4(address: string): string | undefined {
  const w = ipv6Words(address);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const zero = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zero(0, 6)) return v4(w[6] ?? 0, w[7] ?? 0);
  if (zero(0, 5) && w[5] === 0xffff) return v4(w[6] ?? 0, w[7] ?? 0);
  if (w[0] === 0x64 && w[1] === 0xff9b && zero(2, 6)) return v4(w[6] ?? 0, w[7] ?? 0);
  if (w[0] === 0x2002) return v4(w[1] ?? 0, w[2] ?? 0);
  return undefined;
}

/** True for loopback, private, link-local, unique-local and other non-public addresses. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return NOT_PUBLIC.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    return v4 !== undefined ? NOT_PUBLIC.check(v4, 'ipv4') : NOT_PUBLIC.check(address.split('%')[0] ?? '', 'ipv6');
  }
  throw new Error('not an IP address');
}

async function resolveAll(hostname: string, lookup: LookupAll): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([lookup(hostname), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface BaseUrlPolicy {
  provider: string;
  /** ALLOW_PRIVATE_PROVIDER_URLS */
  allowPrivate: boolean;
  lookup: LookupAll;
}

/** The provider code of the local runtime, which always may use plain http and private addresses. */
export const LOCAL_RUNTIME_PROVIDER = 'ollama';

/**
 * Why a credential's baseUrl is refused, or null when it is acceptable. It must be an absolute
 * http(s) URL without user info; unless private URLs are allowed (ALLOW_PRIVATE_PROVIDER_URLS, or
 * the local runtime), it must be https and its host, a literal address or every address the name
 * resolves to, must be public.
 */
export async function baseUrlProblem(
  raw: string,
  { provider, allowPrivate, lookup }: BaseUrlPolicy,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'baseUrl must be an absolute http or https URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'baseUrl must be an absolute http or https URL';
  if (url.username || url.password) return 'baseUrl must not contain user information; send the secret as apiKey';
  if (allowPrivate || provider === LOCAL_RUNTIME_PROVIDER) return null;

  if (url.protocol === 'http:')
    return 'baseUrl must use https; plain http is allowed only when private provider URLs are enabled';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolveAll(host, lookup);
    } catch {
      return 'baseUrl host could not be resolved';
    }
    if (addresses.length === 0) return 'baseUrl host could not be resolved';
  }
  if (addresses.some((a) => isIP(a) === 0 || isNonPublicAddress(a))) {
    return 'baseUrl must not point at a private, loopback or link-local address unless private provider URLs are enabled';
  }
  return null;
}
