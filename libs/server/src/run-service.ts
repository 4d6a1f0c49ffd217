import { ConfigError, loadConfig } from '@csg/config';
import closeWithGrace from 'close-with-grace';
import type { z } from 'zod';
import type { App } from './create-server.ts';
import { releaseMemoryWhenQuiet } from './quiet-memory.ts';

interface ListenConfig {
  HOST: string;
  PORT: number;
  SHUTDOWN_GRACE_MS: number;
}

/**
 * The body of every main.ts: parse the environment once (a bad one exits with a readable list),
 * build, listen, and on SIGINT/SIGTERM stop accepting, let in-flight requests finish, then exit.
 * Started by the fleet launcher with an IPC channel, the app also shuts down when the launcher
 * goes away, so a killed launcher leaves no orphan, and reports its bound port over that channel.
 * While it is quiet, V8 may give memory back (quiet-memory.ts). A port in use exits 1 with one line.
 */
export async function runService<S extends z.ZodType<ListenConfig>>(
  service: string,
  schema: S,
  build: (config: z.output<S>) => Promise<App>,
): Promise<void> {
  let config: z.output<S>;
  try {
    config = loadConfig(schema);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`${service}: ${err.message}`);
    process.exit(1);
  }

  const app = await build(config);
  const stopReleasingMemory = releaseMemoryWhenQuiet(app.server);
  const closer = closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unhandled error');
    else app.log.info({ signal }, 'shutting down');
    stopReleasingMemory();
    await app.close();
  });
  if (process.connected) process.once('disconnect', () => closer.close());

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    // A taken port is a setting to change, not a crash: one line, no stack, and no graceful close to wait for.
    closer.uninstall();
    console.error(`${service}: cannot listen on ${config.HOST}:${config.PORT}: the port is in use (set PORT)`);
    process.exit(1);
  }
  // Tell the launcher the port actually bound, which is how PORT=0 (any free port) works.
  const address = app.server.address();
  if (process.send && address && typeof address === 'object') process.send({ type: 'listening', port: address.port });
}
