import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHistogram } from 'node:perf_hooks';

/**
 * Event-loop blocking, seen from inside a process: a timer due every PROBE_RESOLUTION_MS records,
 * each time it fires, how late it is (wall clock: the loop was busy, or the process was waiting for
 * a CPU) and how much CPU time this thread used since the previous firing (on-CPU: the loop was
 * busy). On a machine with more runnable threads than cores the two differ; on an idle one they
 * agree. Both figures include up to one sampling interval; the kernel accounts a thread's CPU time
 * at scheduler ticks and context switches, so an on-CPU figure may also be off by about a tick.
 *
 * Preloaded into every fleet process with NODE_OPTIONS=--import (no app code changes), it runs in
 * the apps named by BENCH_LOOP_PROBE_APPS. A first SIGWINCH starts sampling, the next writes the
 * figures since then to BENCH_LOOP_PROBE_DIR/<app>.json and stops it (SIGWINCH: its default action
 * is to do nothing, and the apps' graceful shutdown does not listen to it as it does to SIGUSR2).
 */
export interface LoopDelay {
  /** Milliseconds between two firings: the longest, and the 99th percentile. */
  wallMax: number;
  wallP99: number;
  /** Milliseconds of this thread's CPU time between two firings. */
  cpuMax: number;
  cpuP99: number;
  samples: number;
}

export const PROBE_RESOLUTION_MS = 2;

export function startLoopSampler(): { read(): LoopDelay; stop(): void } {
  const wall = createHistogram();
  const cpu = createHistogram();
  let lastWall = performance.now();
  let lastCpu = process.threadCpuUsage();
  const timer = setInterval(() => {
    const nowWall = performance.now();
    const nowCpu = process.threadCpuUsage();
    wall.record(Math.max(1, Math.round((nowWall - lastWall) * 1000)));
    cpu.record(Math.max(1, nowCpu.user - lastCpu.user + nowCpu.system - lastCpu.system));
    lastWall = nowWall;
    lastCpu = nowCpu;
  }, PROBE_RESOLUTION_MS);
  timer.unref();
  const ms = (us: number) => Math.round(us / 10) / 100;
  return {
    read: () => {
      const figures: LoopDelay = {
        wallMax: ms(wall.max),
        wallP99: ms(wall.percentile(99)),
        cpuMax: ms(cpu.max),
        cpuP99: ms(cpu.percentile(99)),
        samples: wall.count,
      };
      wall.reset();
      cpu.reset();
      return figures;
    },
    stop: () => clearInterval(timer),
  };
}

const dir = process.env.BENCH_LOOP_PROBE_DIR;
const apps = (process.env.BENCH_LOOP_PROBE_APPS ?? '').split(',').filter(Boolean);
const app = apps.find((name) => process.argv[1]?.includes(`/apps/${name}/`));

if (dir && app) {
  // Off until asked: the 2 ms timer costs the process about 20 ms of CPU a second, which would
  // count in the CPU per request of the phases that do not judge the loop.
  let sampler: ReturnType<typeof startLoopSampler> | undefined;
  process.on('SIGWINCH', () => {
    if (!sampler) {
      sampler = startLoopSampler();
      return;
    }
    const file = join(dir, `${app}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(sampler.read()));
    renameSync(`${file}.tmp`, file);
    sampler.stop();
    sampler = undefined;
  });
}
