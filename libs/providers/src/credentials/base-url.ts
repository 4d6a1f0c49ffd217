import { isIP } from 'node:net';
import { isPublicAddress } from '@csg/net';
import type { LookupAll } from '../host-lookup.ts';

const LOOKUP_TIMEOUT_MS = 5_000;

/** The provider code of the local runtime, which always may use plain http and private addresses. */
export const LOCAL_RUNTIME_PROVIDER = 'ollama';

export interface BaseUrlPolicy {
  provider: string;
  /** ALLOW_PRIVATE_PROVIDER_URLS */
  allowPrivate: boolean;
}

const NOT_PUBLIC =
  'baseUrl must not point at a private, loopback or link-local address unless private provider URLs are enabled';

/** Whether the provider's endpoints must be public: every hosted provider, unless private URLs are allowed. */
const publicAddressesOnly = ({ provider, allowPrivate }: BaseUrlPolicy): boolean =>
  !allowPrivate && provider !== LOCAL_RUNTIME_PROVIDER;

/** The rules a URL can be judged by without I/O: the problem, or the host name still to resolve. */
function judge(raw: string, policy: BaseUrlPolicy): { problem: string } | { name: string | null } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: 'baseUrl must be an absolute http or https URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { problem: 'baseUrl must be an absolute http or https URL' };
  if (url.username || url.password)
    return { problem: 'baseUrl must not contain user information; send the secret as apiKey' };
  if (!publicAddressesOnly(policy)) return { name: null };

  if (url.protocol === 'http:')
    return { problem: 'baseUrl must use https; plain http is allowed only when private provider URLs are enabled' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!isIP(host)) return { name: host };
  return isPublicAddress(host) ? { name: null } : { problem: NOT_PUBLIC };
}

/**
 * Why a credential's baseUrl is refused on its face, or null. It must be an absolute http(s) URL
 * without user info; unless private URLs are allowed (ALLOW_PRIVATE_PROVIDER_URLS, or the local
 * runtime), it must be https and a literal address in it must be public. Checked when a credential
 * is used as well as when it is saved: one saved while private URLs were allowed, or before these
 * rules, must not be used once they are not. Host names are not resolved here; the provider client
 * checks every address it connects to.
 */
export function baseUrlProblem(raw: string, policy: BaseUrlPolicy): string | null {
  const verdict = judge(raw, policy);
  return 'problem' in verdict ? verdict.problem : null;
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

/**
 * baseUrlProblem, and then every address the host name resolves to must be public: the early,
 * clear answer when a credential is saved. Its answer can change with DNS, so it is no guard by
 * itself; the provider client's connect-time check is.
 */
export async function resolvedBaseUrlProblem(
  raw: string,
  policy: BaseUrlPolicy,
  lookup: LookupAll,
): Promise<string | null> {
  const verdict = judge(raw, policy);
  if ('problem' in verdict) return verdict.problem;
  if (verdict.name === null) return null;
  let addresses: string[];
  try {
    addresses = await resolveAll(verdict.name, lookup);
  } catch {
    return 'baseUrl host could not be resolved';
  }
  if (addresses.length === 0) return 'baseUrl host could not be resolved';
  return addresses.every(isPublicAddress) ? null : NOT_PUBLIC;
}
