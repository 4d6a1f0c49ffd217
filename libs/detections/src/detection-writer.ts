import type { DetectionRecord } from './detection-records.ts';

export interface DetectionWriterOptions {
  /** Stores one batch in one statement: recordDetections bound to the pool. */
  store: (records: readonly DetectionRecord[]) => Promise<unknown>;
  log: { error: (details: object, message: string) => void };
  /** Records per statement at most. */
  maxBatch: number;
  /** A statement starts at most this long after the previous one started (see schedule()). */
  minIntervalMs: number;
  /** Records held (queued or being written) beyond which enqueue makes its caller wait. */
  maxQueued: number;
  /** The waits before each new try of a failed batch: how many tries follow the first, and when. */
  retryDelaysMs: readonly number[];
}

/**
 * Stores detection records behind the requests that produced them, in batches, one statement in
 * flight at a time, in the order they were handed over.
 *
 * What is lost: a batch the database still refuses after its retries (down for longer than they
 * last) is dropped and logged with its count, as a delivered turn's records were when their own
 * statement failed. A normal shutdown loses nothing: close() writes everything handed over first.
 * A crash loses what was still queued (at most `minIntervalMs` of records while the database is up).
 */
export function createDetectionWriter(options: DetectionWriterOptions) {
  const { store, log, maxBatch, minIntervalMs, maxQueued, retryDelaysMs } = options;
  // Each enqueue's records stay together: a batch the database refuses row by row is written again
  // group by group, so one bad record loses its own request's records only.
  const groups: DetectionRecord[][] = [];
  const waiting: { records: DetectionRecord[]; admitted: () => void }[] = [];
  const flushers: { upTo: number; flushed: () => void }[] = [];
  let queued = 0;
  let inFlight = 0;
  let writing = false;
  let closed = false;
  let lastStart = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  // Groups handed over, and groups stored or given up: FIFO throughout, so a count is a position.
  let handedOver = 0;
  let settled = 0;

  const hasRoomFor = (count: number) => queued + inFlight + count <= maxQueued || queued + inFlight === 0;

  /**
   * Idle, a record goes out at once; under load, statements start at most once per
   * `minIntervalMs`, so their number stays flat as turns grow and each carries what arrived in
   * between. Batching only while a statement is in flight would issue one per turn whenever turns
   * come slower than an insert takes (sequential turns: always); a fixed timer would delay every
   * record even when idle. A full batch, a flush or a close does not wait.
   */
  const schedule = () => {
    if (writing || groups.length === 0) return;
    const wait = lastStart + minIntervalMs - Date.now();
    if (wait > 0 && queued < maxBatch && flushers.length === 0 && !closed) {
      timer ??= setTimeout(() => {
        timer = undefined;
        schedule();
      }, wait);
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    void writeNext();
  };

  const writeNext = async () => {
    writing = true;
    lastStart = Date.now();
    const batch: DetectionRecord[][] = [];
    let count = 0;
    while (groups[0] && (batch.length === 0 || count + groups[0].length <= maxBatch)) {
      const group = groups.shift() as DetectionRecord[];
      batch.push(group);
      count += group.length;
    }
    queued -= count;
    inFlight = count;
    await storeBatch(batch);
    inFlight = 0;
    writing = false;
    settled += batch.length;
    while (waiting[0] && hasRoomFor(waiting[0].records.length)) {
      const next = waiting.shift() as (typeof waiting)[number];
      admit(next.records);
      next.admitted();
    }
    for (const flusher of flushers.filter((f) => f.upTo <= settled)) {
      flushers.splice(flushers.indexOf(flusher), 1);
      flusher.flushed();
    }
    schedule();
  };

  const storeBatch = async (batch: DetectionRecord[][]): Promise<void> => {
    const records = batch.flat();
    for (let tries = 1; ; tries++) {
      try {
        await store(records);
        return;
      } catch (error) {
        const refused = refusedRows(error);
        if (refused && batch.length > 1) {
          for (const group of batch) await storeBatch([group]);
          return;
        }
        const delay = retryDelaysMs[tries - 1];
        if (refused || delay === undefined) {
          // Counts only: the records hold no matched values, but a driver's message can quote parameters.
          log.error({ records: records.length, tries, error: errorName(error) }, 'detection records were not stored');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };

  const admit = (records: DetectionRecord[]) => {
    groups.push(records);
    queued += records.length;
  };

  /** Everything handed over until now, stored (or given up after its retries). */
  const flush = (): Promise<void> => {
    const upTo = handedOver;
    if (settled >= upTo) return Promise.resolve();
    return new Promise((flushed) => {
      flushers.push({ upTo, flushed });
      schedule();
    });
  };

  return {
    /**
     * Hands records over; resolves at once while the queue has room, else once it has (the
     * caller waits instead of records being dropped). Rejects once the writer is closed.
     */
    enqueue: (records: readonly DetectionRecord[]): Promise<void> => {
      if (closed) return Promise.reject(new Error('the detection writer is closed'));
      if (records.length === 0) return Promise.resolve();
      handedOver += 1;
      if (waiting.length === 0 && hasRoomFor(records.length)) {
        admit([...records]);
        schedule();
        return Promise.resolve();
      }
      return new Promise((admitted) => waiting.push({ records: [...records], admitted }));
    },
    flush,
    /** Takes no more records and stores everything handed over. */
    close: (): Promise<void> => {
      closed = true;
      return flush();
    },
  };
}

export type DetectionWriter = ReturnType<typeof createDetectionWriter>;

/** PostgreSQL refused the data itself (SQLSTATE class 22 or 23): trying the same rows again cannot help. */
const refusedRows = (error: unknown) =>
  typeof error === 'object' && error !== null && /^2[23][0-9A-Z]{3}$/.test(String((error as { code?: unknown }).code));

/** The error's class name only: a driver's message can quote parameters. */
const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error);
