import { fork } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import type { FleetConfig } from './config.ts';

export interface FleetDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

const EMBEDDED = resolve(import.meta.dirname, 'embedded-database.ts');
const STOP_TIMEOUT_MS = 30_000;

/** DATABASE_URL when set; otherwise an embedded PostgreSQL whose data outlives the fleet. */
export async function openDatabase(config: FleetConfig, log: (line: string) => void): Promise<FleetDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: false, stop: async () => undefined };
  log(`starting embedded PostgreSQL on 127.0.0.1:${config.EMBEDDED_PG_PORT} (data in ${config.EMBEDDED_PG_DATA_DIR})`);
  const options = { dataDir: config.EMBEDDED_PG_DATA_DIR, port: config.EMBEDDED_PG_PORT, database: 'gateway' };
  // Detached: its own process group, out of reach of a terminal's Ctrl-C (see embedded-database.ts).
  const child = fork(EMBEDDED, [JSON.stringify(options)], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const [reply] = (await Promise.race([once(child, 'message'), exited.then(() => [{ error: 'exited' }])])) as [
    { url?: string; error?: string },
  ];
  if (!reply.url) throw new Error(`embedded PostgreSQL did not start: ${reply.error ?? 'no answer'}`);
  return {
    url: reply.url,
    embedded: true,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
