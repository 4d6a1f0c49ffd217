import type { KeyObject } from 'node:crypto';
import type { ChangeFeed, Database } from '@csg/db';
import { licenceState, type LicenceState } from './state.ts';
import { createLicenceStore, type LicenceStore } from './store.ts';
import { parsePublicKeys } from './token.ts';

export interface LicenceReader {
  store: LicenceStore;
  publicKeys: readonly KeyObject[];
  /** The licence in force now; expiry is judged on every call, the stored token is cached. */
  current: () => Promise<LicenceState>;
}

/**
 * One app's view of the installed licence: its store (one cache per app) and LICENSE_PUBLIC_KEYS,
 * parsed once; a malformed value throws, which stops the app at start. `changes` drops the
 * cached licence as soon as another instance installs one.
 */
export function createLicenceReader(
  db: Database,
  publicKeysValue: string | undefined,
  changes?: Pick<ChangeFeed, 'subscribe'>,
): LicenceReader {
  const store = createLicenceStore(db, { changes });
  const publicKeys = parsePublicKeys(publicKeysValue);
  return {
    store,
    publicKeys,
    current: async () => licenceState((await store.read())?.token ?? null, publicKeys, new Date()),
  };
}
