import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const RESOLUTION_MS = 5;

/**
 * Starts watching the event loop; the function it returns stops watching and gives the longest
 * the loop went without a turn, in ms.
 */
export async function watchStalls(): Promise<() => Promise<number>> {
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  // The monitor's timer starts on the next turn: work begun before it would go unseen.
  await sleep(2 * RESOLUTION_MS);
  return async () => {
    // A turn once the work is done, so a stall at the very end is sampled too.
    await sleep(2 * RESOLUTION_MS);
    loop.disable();
    // The histogram holds each turn's delay beyond the sampling period itself.
    return Math.max(0, loop.max / 1e6 - RESOLUTION_MS);
  };
}
