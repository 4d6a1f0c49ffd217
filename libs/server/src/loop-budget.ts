/**
 * Runs CPU-bound tasks so that one turn of the event loop spends at most about `budgetMs` on them
 * (plus the task that crosses the mark): the rest wait, in arrival order, for the next turn. Under
 * load a chat pipeline gets many providers' answers in one poll, and running every turn's filter
 * back to back held the loop for 30-60 ms: timers, health probes and the other requests' writes
 * waited behind them. Throughput is unchanged; a queued task starts a turn later.
 *
 * A task is timed while it runs synchronously: an async one counts up to its first await.
 */
export interface LoopBudget {
  run<T>(task: () => T | Promise<T>): Promise<T>;
}

// Async: a task that throws becomes its caller's rejection; it still starts synchronously.
const settle = async <T>(task: () => T | Promise<T>): Promise<T> => task();

export function createLoopBudget({ budgetMs }: { budgetMs: number }): LoopBudget {
  if (!(budgetMs > 0)) throw new RangeError('budgetMs must be positive');
  const queue: (() => void)[] = [];
  // When this turn's first task started; forgotten at the check phase, where the next slice begins.
  let sliceStart: number | undefined;
  let endScheduled = false;

  const scheduleEnd = () => {
    if (endScheduled) return;
    endScheduled = true;
    setImmediate(endSlice);
  };
  const spent = (): boolean => {
    const now = performance.now();
    if (sliceStart === undefined) {
      sliceStart = now;
      scheduleEnd();
      return false;
    }
    return now - sliceStart >= budgetMs;
  };
  function endSlice(): void {
    endScheduled = false;
    sliceStart = undefined;
    while (queue.length > 0 && !spent()) queue.shift()?.();
    if (queue.length > 0) scheduleEnd();
  }

  return {
    run<T>(task: () => T | Promise<T>): Promise<T> {
      if (queue.length === 0 && !spent()) return settle(task);
      return new Promise<T>((resolve, reject) => {
        queue.push(() => {
          settle(task).then(resolve, reject);
        });
      });
    },
  };
}
