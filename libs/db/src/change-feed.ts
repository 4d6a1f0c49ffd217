import type postgres from 'postgres';

/** Where the trigger of migration 0011_change_feed announces each change. */
export const CHANGES_CHANNEL = 'csg_changes';

/** The tables whose changes are announced: the facts apps keep in memory come from these. */
export const CHANGED_TABLES = [
  'tenants',
  'api_keys',
  'tenant_group_members',
  'models',
  'provider_credentials',
  'reviews',
  'system_settings',
] as const;

export type ChangedTable = (typeof CHANGED_TABLES)[number];

/** One committed row change: which row, never what it holds. */
export interface Change {
  table: ChangedTable;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string | null;
  /** The tenant the row belongs to (for `tenants`, the row's own id); null for catalogue rows. */
  tenantId: string | null;
}

export interface ChangeFeed {
  /**
   * Calls `onChange` for each committed change to one of `tables`, and `onMissed` whenever changes
   * may have gone unseen: each time the listen connection is (re)established, the first time
   * included. The first subscription opens the listen connection.
   */
  subscribe(tables: readonly ChangedTable[], onChange: (change: Change) => void, onMissed: () => void): void;
  /** Opens the listen connection if no subscription has; true once listening, false if that failed. */
  listening(): Promise<boolean>;
  /** Tells no one anything more; the listen connection itself ends with the pool (`sql.end()`). */
  close(): void;
}

interface Subscriber {
  tables: ReadonlySet<ChangedTable>;
  onChange: (change: Change) => void;
  onMissed: () => void;
}

const isChangedTable = (value: unknown): value is ChangedTable => CHANGED_TABLES.includes(value as ChangedTable);
const idOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function parseChange(payload: string): Change | undefined {
  try {
    const raw = JSON.parse(payload) as Record<string, unknown>;
    if (!isChangedTable(raw.table) || (raw.op !== 'INSERT' && raw.op !== 'UPDATE' && raw.op !== 'DELETE')) return;
    return { table: raw.table, op: raw.op, id: idOrNull(raw.id), tenantId: idOrNull(raw.tenantId) };
  } catch {
    return undefined;
  }
}

/**
 * The process's one view of csg_changes, on postgres.js's dedicated listen connection (the driver
 * reconnects it and listens again after a loss). A first LISTEN that fails is not retried by the
 * driver: `onError` hears of it, and the caches then rely on their time bound alone.
 */
export function createChangeFeed(sql: postgres.Sql, { onError }: { onError: (error: unknown) => void }): ChangeFeed {
  const subscribers = new Set<Subscriber>();
  let started: Promise<boolean> | undefined;

  const missed = () => {
    for (const s of subscribers) s.onMissed();
  };
  const deliver = (payload: string) => {
    const change = parseChange(payload);
    // Not a payload this build can read: whatever changed, nothing cached can be trusted.
    if (!change) return missed();
    for (const s of subscribers) if (s.tables.has(change.table)) s.onChange(change);
  };

  const listening = () =>
    (started ??= sql.listen(CHANGES_CHANNEL, deliver, missed).then(
      () => true,
      (error: unknown) => {
        onError(error);
        return false;
      },
    ));

  return {
    subscribe(tables, onChange, onMissed) {
      subscribers.add({ tables: new Set(tables), onChange, onMissed });
      void listening();
    },
    listening,

    close() {
      subscribers.clear();
    },
  };
}
