import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '@csg/net';
import { buildConnector } from 'undici';
import type { LookupAll } from './host-lookup.ts';

/** A provider connection refused because its host is, or resolves to, an address that is not public. */
export class NonPublicAddressError extends Error {
  readonly code = 'ERR_NON_PUBLIC_ADDRESS';

  constructor() {
    // No address and no host name: the message reaches logs through the ProviderError's cause.
    super('the provider host is not a public address');
    this.name = 'NonPublicAddressError';
  }
}

/**
 * A `lookup` for net and tls connect: resolves every address of the name, refuses the connection
 * when any of them is not public, and hands back exactly the addresses it checked. The socket
 * connects to those, so no later resolution can be rebound to a private address.
 */
export function publicOnlyLookup(lookupAll: LookupAll): LookupFunction {
  return (hostname, options, callback) => {
    lookupAll(hostname).then(
      (addresses) => {
        const checked = addresses.map((address) => ({ address, family: isIP(address) }));
        const [first] = checked;
        if (!first) {
          callback(Object.assign(new Error('the provider host has no address'), { code: 'ENOTFOUND' }), []);
        } else if (!addresses.every(isPublicAddress)) {
          callback(new NonPublicAddressError(), []);
        } else if (options.all) {
          callback(null, checked);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

/**
 * undici's own connector with the public-address rule. A literal address in the URL is checked
 * here, because Node calls `lookup` only for names; a name is checked by publicOnlyLookup.
 */
export function publicOnlyConnector({
  timeoutMs,
  lookup,
}: {
  timeoutMs: number;
  lookup: LookupAll;
}): buildConnector.connector {
  const connect = buildConnector({ timeout: timeoutMs, lookup: publicOnlyLookup(lookup) });
  return (target, callback) => {
    if (isIP(target.hostname) && !isPublicAddress(target.hostname)) {
      callback(new NonPublicAddressError(), null);
      return;
    }
    connect(target, callback);
  };
}
