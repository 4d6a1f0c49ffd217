import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { memoryReducingCollection, releaseMemoryWhenQuiet } from './quiet-memory.ts';

const WINDOW_MS = 1_000;
const MAX_REQUESTS = 3;

let server: EventEmitter;
let collect: Mock<() => void>;
let stop: () => void;

/** One window in which `requests` requests arrive. */
function windowWith(requests: number) {
  for (let i = 0; i < requests; i++) server.emit('request');
  vi.advanceTimersByTime(WINDOW_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
  server = new EventEmitter();
  collect = vi.fn<() => void>();
  stop = releaseMemoryWhenQuiet(server, { windowMs: WINDOW_MS, maxRequests: MAX_REQUESTS, collect });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('releaseMemoryWhenQuiet', () => {
  it('collects at the end of the first quiet window after start-up, and not again while it stays quiet', () => {
    windowWith(0);
    expect(collect).toHaveBeenCalledTimes(1);
    windowWith(MAX_REQUESTS);
    windowWith(1);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('waits for a quiet window after a busy one, then collects once', () => {
    windowWith(0);
    windowWith(MAX_REQUESTS + 1);
    windowWith(50);
    expect(collect).toHaveBeenCalledTimes(1);
    windowWith(MAX_REQUESTS);
    expect(collect).toHaveBeenCalledTimes(2);
    windowWith(0);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('never collects while every window is busy', () => {
    for (let i = 0; i < 5; i++) windowWith(MAX_REQUESTS + 1);
    expect(collect).not.toHaveBeenCalled();
  });

  it('stops counting and collecting once stopped', () => {
    stop();
    windowWith(0);
    expect(collect).not.toHaveBeenCalled();
    expect(server.listenerCount('request')).toBe(0);
  });
});

describe('memoryReducingCollection', () => {
  it('gives back to the system the memory V8 kept after a burst of garbage, not only the heap', () => {
    const rssMb = () => process.memoryUsage().rss / 2 ** 20;
    const before = rssMb();
    // Short-lived objects, as a burst of requests leaves them: the young generation grows, and
    // what survives a scavenge or two fills old-space pages that V8 then keeps in its pool.
    const keep: object[][] = [];
    for (let round = 0; round < 30; round++) {
      keep.push(Array.from({ length: 100_000 }, (_, i) => ({ i, text: `item ${i}` })));
      if (keep.length > 4) keep.shift();
    }
    keep.length = 0;
    const grown = rssMb() - before;
    expect(grown).toBeGreaterThan(100);

    memoryReducingCollection()();

    // A plain full collection empties the heap but keeps the pages (about a tenth comes back).
    expect(rssMb() - before).toBeLessThan(grown / 2);
  });
});
