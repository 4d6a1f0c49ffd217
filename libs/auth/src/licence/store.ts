import type { ChangeFeed, Database } from '@csg/db';
import { schema } from '@csg/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

/** The system_settings row that holds the installed licence; no row is community. */
export const LICENCE_SETTING_KEY = 'licence';

/**
 * How long `read()` answers from memory; another instance's install is seen within this, or at
 * once when the change feed announces it.
 */
export const LICENCE_CACHE_MS = 5_000;

export interface StoredLicence {
  token: string;
  installedAt: string;
  installedBy: string;
}

const storedLicenceSchema = z.object({ token: z.string(), installedAt: z.string(), installedBy: z.string() });

export interface LicenceStoreOptions {
  /** Cache lifetime of `read()`; 0 reads the database every time. */
  cacheMs?: number;
  now?: () => number;
  /** Given, a change to system_settings (or a feed that listened again) drops the cached row. */
  changes?: Pick<ChangeFeed, 'subscribe'>;
}

/**
 * The installed licence, in system_settings row `licence` (`{ token, installedAt, installedBy }`).
 *
 * `read()` sits on the request path of every licensed route, so it answers from memory for
 * `cacheMs` (5 s) after a database read; concurrent misses share one query, and a failed read is
 * not cached. `install()` updates this instance's cache at once; other instances (and other apps)
 * see a new licence within `cacheMs`, or as soon as `changes` announces it. The cache holds the
 * token, not its verdict, so expiry is judged at the moment of each request. A row that does not
 * parse reads as an empty token, which verifies as invalid: a damaged row fails closed, never as
 * community.
 */
export function createLicenceStore(
  db: Pick<Database, 'select' | 'insert'>,
  { cacheMs = LICENCE_CACHE_MS, now = Date.now, changes }: LicenceStoreOptions = {},
) {
  let cached: { value: StoredLicence | null; at: number } | undefined;
  let inflight: Promise<StoredLicence | null> | undefined;
  // Bumped by install() and invalidate(), so a read that began before them cannot cache an old row.
  let generation = 0;

  const load = async (): Promise<StoredLicence | null> => {
    const [row] = await db
      .select({ value: schema.systemSettings.value })
      .from(schema.systemSettings)
      .where(eq(schema.systemSettings.key, LICENCE_SETTING_KEY));
    if (!row) return null;
    const parsed = storedLicenceSchema.safeParse(row.value);
    return parsed.success ? parsed.data : { token: '', installedAt: '', installedBy: '' };
  };

  const read = (): Promise<StoredLicence | null> => {
    if (cached && now() - cached.at < cacheMs) return Promise.resolve(cached.value);
    if (inflight) return inflight;
    const started = generation;
    const pending = load()
      .then((value) => {
        if (started === generation) cached = { value, at: now() };
        return value;
      })
      .finally(() => {
        if (inflight === pending) inflight = undefined;
      });
    inflight = pending;
    return pending;
  };

  /** Stores a licence as given; the caller verifies it first. */
  const install = async (token: string, installedBy: string): Promise<StoredLicence> => {
    const value: StoredLicence = { token, installedAt: new Date(now()).toISOString(), installedBy };
    await db
      .insert(schema.systemSettings)
      .values({ key: LICENCE_SETTING_KEY, value })
      .onConflictDoUpdate({ target: schema.systemSettings.key, set: { value, updatedAt: new Date() } });
    generation += 1;
    inflight = undefined;
    cached = { value, at: now() };
    return value;
  };

  const invalidate = (): void => {
    generation += 1;
    inflight = undefined;
    cached = undefined;
  };
  changes?.subscribe(['system_settings'], invalidate, invalidate);

  return { read, install, invalidate };
}

export type LicenceStore = ReturnType<typeof createLicenceStore>;
