import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

/**
 * What a process's memory is made of, seen from inside it: preloaded into every fleet process with
 * NODE_OPTIONS=--import (no app code changes), like the loop probe. On SIGURG (default action:
 * ignore; neither the apps nor close-with-grace listen to it, whereas SIGUSR2 shuts an app down) it
 * reads BENCH_MEMORY_PROBE_DIR/request.json, writes process.memoryUsage() to <app>-<label>.json and,
 * when asked, a heap snapshot to <app>-<label>.heapsnapshot (V8 collects garbage first, so the
 * snapshot holds only what is still reachable).
 */
export interface MemoryRequest {
  label: string;
  snapshot: boolean;
}

export type MemoryUsage = ReturnType<typeof process.memoryUsage>;

const dir = process.env.BENCH_MEMORY_PROBE_DIR;
const app = /\/apps\/([^/]+)\//.exec(process.argv[1] ?? '')?.[1];

if (dir && app) {
  process.on('SIGURG', () => {
    const { label, snapshot } = JSON.parse(readFileSync(join(dir, 'request.json'), 'utf8')) as MemoryRequest;
    const file = join(dir, `${app}-${label}`);
    // Usage first: the snapshot's collection would make it read lower than what the phase left.
    writeFileSync(`${file}.json.tmp`, JSON.stringify(process.memoryUsage()));
    if (snapshot) writeHeapSnapshot(`${file}.heapsnapshot`);
    renameSync(`${file}.json.tmp`, `${file}.json`);
  });
}
