import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { ROOT } from './config.ts';

export interface AppProcess {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The port the app bound, as it reports over IPC once listening. */
  listening: Promise<number>;
  stop(graceMs: number): Promise<void>;
}

function prefixLines(stream: NodeJS.ReadableStream | null, name: string, out: NodeJS.WritableStream) {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
}

/**
 * Runs apps/<name>/src/main.ts in a process group of its own, so a terminal Ctrl-C reaches the
 * launcher alone and every app gets exactly one SIGTERM from it (a second signal would make the
 * app skip its graceful close). The IPC channel makes the app shut down if the launcher dies.
 */
export function spawnApp(name: string, env: NodeJS.ProcessEnv): AppProcess {
  const child = spawn(process.execPath, [resolve(ROOT, 'apps', name, 'src/main.ts')], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  prefixLines(child.stdout, name, process.stdout);
  prefixLines(child.stderr, name, process.stderr);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const listening = new Promise<number>((done, fail) => {
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type === 'listening' && typeof message.port === 'number') done(message.port);
    });
    void exited.then(() => fail(new Error(`${name} exited during start-up`)));
  });
  listening.catch(() => undefined);

  const stop = async (graceMs: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs + 5_000);
    await exited;
    clearTimeout(timer);
  };
  return { name, child, exited, listening, stop };
}

/** Polls GET /health until it answers 200, the process dies, or the deadline passes. */
export async function waitHealthy(app: AppProcess, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void app.exited.then(() => (dead = true));
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${app.name} exited during start-up`);
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${app.name} did not become healthy within ${timeoutMs} ms`);
}
