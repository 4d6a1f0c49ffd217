import {
  CHANGED_TABLES,
  createDatabase,
  type Change,
  type ChangedTable,
  type ChangeFeed,
  type DatabaseHandle,
} from '@csg/db';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from './test-database.ts';

export interface ChangeWatch {
  /**
   * The next change of `table` (that `match` accepts). A feed tells its subscribers in the order
   * they subscribed, so when this resolves every cache subscribed before the watch has heard of it.
   * Ask before making the change.
   */
  next(table: ChangedTable, match?: (change: Change) => boolean): Promise<Change>;
}

/** Follows a change feed for a test; subscribe it after the caches it is to wait for. */
export async function watchChanges(feed: ChangeFeed): Promise<ChangeWatch> {
  let waiting: { table: ChangedTable; match: (change: Change) => boolean; resolve: (change: Change) => void }[] = [];
  feed.subscribe(
    CHANGED_TABLES,
    (change) => {
      const hit = waiting.filter((w) => w.table === change.table && w.match(change));
      waiting = waiting.filter((w) => !hit.includes(w));
      for (const w of hit) w.resolve(change);
    },
    () => undefined,
  );
  if (!(await feed.listening())) throw new Error('the change feed could not listen');
  return {
    next: (table, match = () => true) => new Promise((resolve) => waiting.push({ table, match, resolve })),
  };
}

/** A change feed told by hand, for unit tests of what subscribes to one. */
export function createManualFeed() {
  const subscribers: Parameters<ChangeFeed['subscribe']>[] = [];
  return {
    subscribe: (...subscriber: Parameters<ChangeFeed['subscribe']>) => void subscribers.push(subscriber),
    listening: async () => true,
    close: () => void subscribers.splice(0),
    announce(change: Change) {
      for (const [tables, onChange] of subscribers) if (tables.includes(change.table)) onChange(change);
    },
    missed() {
      for (const [, , onMissed] of subscribers) onMissed();
    },
  } satisfies ChangeFeed & Record<string, unknown>;
}

/**
 * Two pools on the test database, as two app instances have: the app's own (its change feed
 * listens there) and another's, which makes the changes the app must hear of.
 */
export function useAppAndOtherPool(testDb: TestDatabase): {
  readonly app: DatabaseHandle;
  readonly other: DatabaseHandle;
} {
  let pools: { app: DatabaseHandle; other: DatabaseHandle } | undefined;
  beforeAll(() => {
    pools = { app: createDatabase(testDb.url, { max: 1 }), other: createDatabase(testDb.url, { max: 1 }) };
  });
  afterAll(async () => {
    if (pools) await Promise.all([pools.app.close(), pools.other.close()]);
  });
  const current = () => {
    if (!pools) throw new Error('useAppAndOtherPool(): the pools exist only inside tests and hooks');
    return pools;
  };
  return {
    get app() {
      return current().app;
    },
    get other() {
      return current().other;
    },
  };
}
