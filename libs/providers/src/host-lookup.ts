import { lookup as dnsLookup } from 'node:dns/promises';

/** Every address a host name resolves to (A and AAAA), as the system resolver returns them. */
export type LookupAll = (hostname: string) => Promise<string[]>;

export const systemLookup: LookupAll = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
