import type { ChildProcess } from 'node:child_process';

/** A helper process of the benchmark that reports its URL over IPC once it listens. */
export interface UrlChild {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Resolves once `child` sends `{ url }`; fails if it exits first (`what` names it). */
export function whenListening(child: ChildProcess, what: string): Promise<UrlChild> {
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((done, fail) => {
    child.once('message', (m: { url?: string }) => done({ url: m.url ?? '', pid: child.pid ?? 0, stop }));
    void exited.then(() => fail(new Error(`${what} exited during start-up`)));
  });
}
