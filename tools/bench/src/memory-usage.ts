import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { MemoryRequest, MemoryUsage } from './memory-probe.ts';

/** The bench's side of memory-probe.ts: where the apps write, and how to ask them. */
export const MEMORY_PROBE = resolve(import.meta.dirname, 'memory-probe.ts');

export interface UsageReader {
  dir: string;
  env: NodeJS.ProcessEnv;
  /** Asks every app for its usage (and a heap snapshot when `snapshot`); app → usage, absent if it did not answer. */
  read(pids: ReadonlyMap<string, number>, label: string, snapshot: boolean): Promise<Map<string, MemoryUsage>>;
  remove(): Promise<void>;
}

export async function usageReader(keepDir?: string): Promise<UsageReader> {
  const dir = keepDir ?? (await mkdtemp(join(tmpdir(), 'csg-bench-memory-')));
  const read = async (pids: ReadonlyMap<string, number>, label: string, snapshot: boolean) => {
    await writeFile(join(dir, 'request.json'), JSON.stringify({ label, snapshot } satisfies MemoryRequest));
    for (const pid of pids.values()) process.kill(pid, 'SIGURG');
    const found = new Map<string, MemoryUsage>();
    // A heap snapshot of a large heap takes seconds; usage alone answers within a tick.
    const deadline = Date.now() + (snapshot ? 120_000 : 5_000);
    while (found.size < pids.size && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      for (const app of pids.keys()) {
        if (found.has(app)) continue;
        try {
          found.set(app, JSON.parse(await readFile(join(dir, `${app}-${label}.json`), 'utf8')) as MemoryUsage);
        } catch {
          // Not written yet.
        }
      }
    }
    return found;
  };
  return {
    dir,
    env: { BENCH_MEMORY_PROBE_DIR: dir },
    read,
    remove: () => (keepDir ? Promise.resolve() : rm(dir, { recursive: true, force: true })),
  };
}
