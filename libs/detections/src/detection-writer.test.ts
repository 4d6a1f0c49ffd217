import { createDatabase, type DatabaseHandle } from '@csg/db';
import { useTestDatabase } from '@csg/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordDetections, type DetectionRecord } from './detection-records.ts';
import { createDetectionWriter, type DetectionWriterOptions } from './detection-writer.ts';

/** Record `n`, told apart by its filter; its client address stands for a value a log must not carry. */
const record = (n: number): DetectionRecord => ({
  tenantId: null,
  apiKeyId: null,
  sessionId: null,
  surface: 'chat-input',
  action: 'allow',
  filter: `f${n}`,
  entities: [],
  clientAddress: '198.51.100.77',
});
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const filters = (calls: readonly (readonly DetectionRecord[])[]) => calls.flat().map((r) => r.filter);

class PostgresError extends Error {
  override name = 'PostgresError';
  readonly code: string;
  constructor(code: string) {
    super('insert failed: "198.51.100.77"');
    this.code = code;
  }
}

/** A store whose every call waits until the test lets it finish; `stored` holds the calls that succeeded. */
function heldStore() {
  const calls: DetectionRecord[][] = [];
  const stored: DetectionRecord[][] = [];
  const finishing: (() => void)[] = [];
  const store = (records: readonly DetectionRecord[]) => {
    calls.push([...records]);
    return new Promise<void>((done) => finishing.push(() => (stored.push([...records]), done())));
  };
  /** Lets the oldest unfinished call succeed, then waits for the writer to start its next one. */
  const finish = async () => {
    finishing.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { store, calls, stored, finish };
}

function writer(store: DetectionWriterOptions['store'], options: Partial<DetectionWriterOptions> = {}) {
  const logged: { details: object; message: string }[] = [];
  const log = { error: (details: object, message: string) => void logged.push({ details, message }) };
  const w = createDetectionWriter({
    store,
    log,
    maxBatch: 200,
    minIntervalMs: 0,
    maxQueued: 1_000,
    retryDelaysMs: [],
    ...options,
  });
  return { ...w, logged };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the detection writer', () => {
  it('writes a record at once when idle, and what arrives meanwhile in the next statements, up to maxBatch each', async () => {
    const s = heldStore();
    const w = writer(s.store, { maxBatch: 20 });
    await w.enqueue([record(0)]);
    expect(s.calls).toHaveLength(1);
    for (const n of range(1, 46)) await w.enqueue([record(n)]);
    expect(s.calls).toHaveLength(1);
    for (let i = 0; i < 4; i++) await s.finish();
    expect(s.calls.map((c) => c.length)).toEqual([1, 20, 20, 5]);
  });

  it('starts statements at most once per minIntervalMs, except for a full batch', async () => {
    vi.useFakeTimers();
    const calls: DetectionRecord[][] = [];
    const w = writer(async (records) => void calls.push([...records]), { minIntervalMs: 50, maxBatch: 10 });
    await w.enqueue([record(0)]);
    await vi.advanceTimersByTimeAsync(10);
    for (const n of range(1, 4)) await w.enqueue([record(n)]);
    await vi.advanceTimersByTimeAsync(39);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.length)).toEqual([1, 3]);
    for (const n of range(4, 14)) await w.enqueue([record(n)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.length)).toEqual([1, 3, 10]);
  });

  it('makes enqueue wait at maxQueued instead of dropping, and lets it in once a statement is done', async () => {
    const s = heldStore();
    const w = writer(s.store, { maxQueued: 3 });
    for (const n of range(0, 3)) await w.enqueue([record(n)]);
    let admitted = false;
    const waiting = w.enqueue([record(3)]).then(() => (admitted = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(admitted).toBe(false);
    await s.finish();
    await waiting;
    expect(admitted).toBe(true);
    await s.finish();
    await s.finish();
    expect(filters(s.stored)).toEqual(['f0', 'f1', 'f2', 'f3']);
  });

  it('flushes at once on close, with the callers still waiting for room; refuses records after', async () => {
    const stored: DetectionRecord[][] = [];
    // An interval no test outlives: only close() can have written the queue.
    const w = writer(async (records) => void stored.push([...records]), { minIntervalMs: 60_000, maxQueued: 2 });
    const handedOver = range(0, 6).map((n) => w.enqueue([record(n)]));
    await w.close();
    expect(filters(stored)).toEqual(range(0, 6).map((n) => `f${n}`));
    await Promise.all(handedOver);
    await expect(w.enqueue([record(9)])).rejects.toThrow('closed');
  });

  it('tries a failing batch again after each delay, then logs its count and error class only', async () => {
    let failures = 2;
    const tried: number[] = [];
    const flaky = writer(
      async (records) => {
        tried.push(records.length);
        if (failures-- > 0) throw new PostgresError('57P01');
      },
      { retryDelaysMs: [1, 1] },
    );
    await flaky.enqueue([record(0), record(1)]);
    await flaky.flush();
    expect(tried).toEqual([2, 2, 2]);
    expect(flaky.logged).toEqual([]);

    const down = writer(
      async () => {
        throw new PostgresError('08006');
      },
      { retryDelaysMs: [1, 1] },
    );
    await down.enqueue([record(0), record(1)]);
    await down.close();
    expect(down.logged).toEqual([
      { details: { records: 2, tries: 3, error: 'PostgresError' }, message: 'detection records were not stored' },
    ]);
    expect(JSON.stringify(down.logged)).not.toMatch(/198\.51|f0/);
  });

  it('writes a batch PostgreSQL refuses again enqueue by enqueue: only the bad one is lost', async () => {
    const calls: string[][] = [];
    const w = writer(
      async (records) => {
        calls.push(records.map((r) => r.filter));
        if (records.some((r) => r.filter === 'f2')) throw new PostgresError('23503');
      },
      { minIntervalMs: 60_000, retryDelaysMs: [1] },
    );
    for (const n of range(0, 4)) await w.enqueue([record(n)]);
    await w.flush();
    expect(calls).toEqual([['f0'], ['f1', 'f2', 'f3'], ['f1'], ['f2'], ['f3']]);
    expect(w.logged.map((l) => l.details)).toEqual([{ records: 1, tries: 1, error: 'PostgresError' }]);
  });

  it('keeps the order handed over across batches, waits for room and retries', async () => {
    const stored: DetectionRecord[][] = [];
    let calls = 0;
    const w = writer(
      async (records) => {
        if (++calls % 3 === 0) throw new PostgresError('40001');
        stored.push([...records]);
      },
      { maxBatch: 7, maxQueued: 10, retryDelaysMs: [1] },
    );
    const handedOver = range(0, 50).map((n) => w.enqueue(n % 2 ? [record(n)] : [record(n), record(n + 1000)]));
    await w.close();
    await Promise.all(handedOver);
    expect(filters(stored)).toEqual(range(0, 50).flatMap((n) => (n % 2 ? [`f${n}`] : [`f${n}`, `f${n + 1000}`])));
  });
});

describe('the detection writer on PostgreSQL', () => {
  const database = useTestDatabase();
  let handle: DatabaseHandle;
  beforeAll(() => {
    handle = createDatabase(database.url, { max: 2 });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('stores 250 records handed over one by one in three statements, all of them by close()', async () => {
    const w = writer((records) => recordDetections(handle.db, records), { minIntervalMs: 50 });
    for (const n of range(0, 250)) await w.enqueue([record(n)]);
    await w.close();
    // Each statement is its own transaction: one xmin per statement.
    const [row] =
      await handle.sql`select count(*)::int as rows, count(distinct xmin::text)::int as statements from detections`;
    expect(row).toEqual({ rows: 250, statements: 3 });
  });
});
