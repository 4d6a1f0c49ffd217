import { describe, expect, it } from 'vitest';
import { createLoopBudget } from './loop-budget.ts';

/** Holds the thread for `ms`, as a filter does. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
};

describe('createLoopBudget', () => {
  it('runs a task at once while the turn has budget left, and gives its result', async () => {
    const budget = createLoopBudget({ budgetMs: 20 });
    let ran = false;
    const result = budget.run(() => {
      ran = true;
      return 42;
    });
    expect(ran).toBe(true);
    expect(await result).toBe(42);
  });

  it('lets timers run between slices: 20 tasks of 5 ms never hold the loop much past the budget', async () => {
    const budget = createLoopBudget({ budgetMs: 10 });
    const gaps: number[] = [];
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 1);
    await Promise.all(Array.from({ length: 20 }, () => budget.run(() => busy(5))));
    // One more firing, so that a loop held to the end still shows as a gap.
    await new Promise((resolve) => setTimeout(resolve, 5));
    clearInterval(timer);
    expect(gaps.length).toBeGreaterThan(0);
    // Without the budget the 20 tasks run back to back: one gap of 100 ms.
    expect(Math.max(...gaps)).toBeLessThan(40);
  });

  it('keeps arrival order for queued tasks', async () => {
    const budget = createLoopBudget({ budgetMs: 1 });
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        budget.run(() => {
          busy(1);
          order.push(i);
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('passes a task’s failure to its caller only, and goes on with the others', async () => {
    const budget = createLoopBudget({ budgetMs: 1 });
    const failing = budget.run(() => {
      throw new Error('filter failed');
    });
    const next = budget.run(() => 'ok');
    await expect(failing).rejects.toThrow('filter failed');
    expect(await next).toBe('ok');
  });
});
