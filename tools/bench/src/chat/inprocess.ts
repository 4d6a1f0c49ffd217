import { createDefaultEngine, DEFAULT_POLICY } from '@csg/detection-engine';
import { startLoopSampler, type LoopDelay } from './loop-probe.ts';
import { PROMPT, REPLY } from './payload.ts';
import { cpuClockStepMs, runQueueWaitMs } from './probes.ts';
import { summarise, type LatencySummary } from '../stats.ts';

/**
 * The filters' share of one chat turn, in this process: the input filter's detection of the 1 KB
 * prompt and the output filter's of the 1 KB reply, as the chat pipeline calls them (`detect`, no
 * external components). Each turn runs to its end on the thread, so it holds the event loop for its
 * whole duration; measured as wall time per turn and as this thread's CPU time over all turns, with
 * the loop sampler around.
 */
export interface InProcessCost {
  wall: LatencySummary;
  /** This thread's CPU time over all turns / turns (per-turn readings are only tick-accurate). */
  cpuPerTurnMs: number;
  loop: LoopDelay;
  /** Ms this thread was ready to run but waited for a CPU during the turns. */
  waitMs: number;
  /** The grain of the kernel's CPU time accounting here: how fine an on-CPU figure can be. */
  cpuStepMs: number;
}

export async function inProcessCost(turns: number): Promise<InProcessCost> {
  const engine = createDefaultEngine();
  const options = { policy: DEFAULT_POLICY };
  const turn = async () => {
    await engine.detect(PROMPT, options);
    await engine.detect(REPLY, options);
  };
  for (let i = 0; i < 200; i++) await turn();

  const sampler = startLoopSampler();
  const waitBefore = runQueueWaitMs(process.pid);
  const wall: number[] = [];
  const started = performance.now();
  const cpuBefore = process.threadCpuUsage();
  for (let i = 0; i < turns; i++) {
    const t0 = performance.now();
    await turn();
    wall.push(performance.now() - t0);
    // Let the loop turn, as it does between requests, so that the sampler can fire.
    await new Promise((r) => setTimeout(r, 1));
  }
  const elapsed = performance.now() - started;
  const cpu = process.threadCpuUsage(cpuBefore);
  const loop = sampler.read();
  sampler.stop();
  const waitMs = runQueueWaitMs(process.pid) - waitBefore;
  await engine.close();
  return {
    wall: summarise(wall, elapsed),
    cpuPerTurnMs: (cpu.user + cpu.system) / 1000 / turns,
    loop,
    waitMs,
    cpuStepMs: cpuClockStepMs(),
  };
}
