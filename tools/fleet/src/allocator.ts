import { existsSync } from 'node:fs';

/** Where Debian's libjemalloc2 puts the library on the two architectures the appliance runs on. */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
] as const;

export type AllocatorChoice = 'auto' | 'jemalloc' | 'system';

/**
 * The malloc the apps run on. glibc's keeps what a burst of chat made it take (90 MB held of
 * 20 MB in use in the chat pipeline after 200 streams), so RSS stays 25-45 % above idle; jemalloc
 * with its background purge gives it back within seconds at the same CPU (docs/benchmarks/memory.md).
 * `auto` uses it when it is installed (Debian: libjemalloc2, which redis-server already brings);
 * an LD_PRELOAD the operator set is left as it is.
 */
export function allocatorEnv(
  choice: AllocatorChoice,
  env: NodeJS.ProcessEnv,
  exists: (path: string) => boolean = existsSync,
): { name: string; env: Record<string, string> } {
  if (env.LD_PRELOAD) return { name: `as LD_PRELOAD says (${env.LD_PRELOAD})`, env: {} };
  if (choice === 'system') return { name: 'the system malloc', env: {} };
  const library = JEMALLOC_PATHS.find((path) => exists(path));
  if (!library) {
    if (choice === 'jemalloc')
      throw new Error(`FLEET_ALLOCATOR=jemalloc but none of ${JEMALLOC_PATHS.join(', ')} exists`);
    return { name: 'the system malloc (jemalloc is not installed: apt install libjemalloc2)', env: {} };
  }
  return {
    name: `jemalloc (${library})`,
    env: { LD_PRELOAD: library, MALLOC_CONF: env.MALLOC_CONF ?? 'background_thread:true' },
  };
}
