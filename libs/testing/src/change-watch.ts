import { CHANGED_TABLES, type Change, type ChangedTable, type ChangeFeed } from '@csg/db';

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
