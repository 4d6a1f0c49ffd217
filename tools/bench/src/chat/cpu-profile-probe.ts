import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

/**
 * A CPU profile of a running fleet process over one load phase, preloaded with NODE_OPTIONS=--import
 * into the apps named by BENCH_LOOP_PROBE_APPS when BENCH_CPU_PROFILE_DIR is set. A first SIGURG
 * starts V8's sampling profiler, the next writes BENCH_CPU_PROFILE_DIR/<app>.cpuprofile (the
 * DevTools format) and stops it. SIGURG: its default action is to do nothing, and no app listens to it.
 */
const SAMPLING_INTERVAL_US = 250;

const dir = process.env.BENCH_CPU_PROFILE_DIR;
const apps = (process.env.BENCH_LOOP_PROBE_APPS ?? '').split(',').filter(Boolean);
const app = apps.find((name) => process.argv[1]?.includes(`/apps/${name}/`));

if (dir && app) {
  const session = new Session();
  session.connect();
  let running = false;
  let busy = Promise.resolve();
  process.on('SIGURG', () => {
    busy = busy.then(async () => {
      if (!running) {
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
        await session.post('Profiler.start');
        running = true;
        return;
      }
      const { profile } = await session.post('Profiler.stop');
      await session.post('Profiler.disable');
      running = false;
      const file = join(dir, `${app}.cpuprofile`);
      writeFileSync(`${file}.tmp`, JSON.stringify(profile));
      // A rename, so that the bench never reads half a file.
      renameSync(`${file}.tmp`, file);
    });
  });
}
