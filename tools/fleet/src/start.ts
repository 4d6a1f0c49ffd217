import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, EDGE_APP, INTERNAL_APPS, loadConfig, serviceUrlVar, type ServiceName } from '@csg/config';
import { runMigrations } from '@csg/db';
import { allocatorEnv } from './allocator.ts';
import { spawnApp, waitHealthy, type AppProcess } from './app-process.ts';
import { fleetConfigSchema, ROOT, type FleetConfig } from './config.ts';
import { openDatabase } from './database.ts';
import { reservePort } from './reserve-port.ts';
import { fleetSecrets } from './secrets.ts';
import { supervise, type Supervisor } from './supervisor.ts';

const log = (line: string) => process.stdout.write(`[fleet] ${line}\n`);

function readConfig(): FleetConfig {
  const envFile = resolve(ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return loadConfig(fleetConfigSchema);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`fleet: ${err.message}`);
    process.exit(1);
  }
}

const config = readConfig();
/** Every app process started, in start order: what a stop during start-up stops. */
const apps: AppProcess[] = [];
/** Each listening app with what restarts it on the port it bound; the edge comes last. */
const listening: { first: AppProcess; respawn: () => AppProcess }[] = [];
let supervisors: Supervisor[] | undefined;
let stopping = false;
const database = await openDatabase(config, log);

async function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  log('stopping: apps first (in-flight requests finish), then the database');
  const running = supervisors ?? apps;
  await Promise.all([...running].reverse().map((app) => app.stop(config.SHUTDOWN_GRACE_MS)));
  await database.stop();
  log('stopped');
  process.exit(exitCode);
}
process.once('SIGINT', () => void stopAll(0));
process.once('SIGTERM', () => void stopAll(0));

/**
 * Starts an app. Until the whole fleet is up, its exit fails the start (a bad setting or a port in
 * use is reported, not retried); once up, its supervisor restarts it.
 */
async function launch(name: string, env: NodeJS.ProcessEnv, port: number): Promise<number> {
  const first = spawnApp(name, { ...env, PORT: String(port) });
  apps.push(first);
  log(`${name} started (pid ${first.child.pid})`);
  void first.exited.then((code) => {
    if (stopping || supervisors) return;
    log(`${name} exited during start-up (code ${code}); stopping the fleet`);
    void stopAll(1);
  });
  const bound = await first.listening;
  listening.push({ first, respawn: () => spawnApp(name, { ...env, PORT: String(bound) }) });
  await waitHealthy(first, `http://127.0.0.1:${bound}`);
  return bound;
}

try {
  const { applied } = await runMigrations(database.url);
  log(`database ready (${applied} migration${applied === 1 ? '' : 's'} applied)`);

  const allocator = allocatorEnv(config.FLEET_ALLOCATOR, process.env);
  log(`apps run on ${allocator.name}`);
  const edgePort = config.EDGE_PORT === 0 ? await reservePort(config.EDGE_HOST) : config.EDGE_PORT;
  const shared = {
    ...process.env,
    // Diagnostics probes the edge's /health as part of gateway-core.
    EDGE_URL: `http://127.0.0.1:${edgePort}`,
    ...allocator.env,
    ...(await fleetSecrets(process.env, config.FLEET_SECRETS_DIR)),
    DATABASE_URL: database.url,
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1',
  };
  // Each app starts once the apps it calls answer; the others start at once, side by side.
  const started = new Map<string, Promise<string>>();
  for (const { name, portOffset, calls } of INTERNAL_APPS) {
    const url = (async () => {
      const called: readonly ServiceName[] = calls;
      const needed = await Promise.all(
        called.map(async (app) => [serviceUrlVar(app), await started.get(app)] as const),
      );
      const port = config.INTERNAL_PORT_BASE === 0 ? 0 : config.INTERNAL_PORT_BASE + portOffset;
      const env = { ...shared, ...Object.fromEntries(needed), HOST: '127.0.0.1' };
      return `http://127.0.0.1:${await launch(name, env, port)}`;
    })();
    started.set(name, url);
  }
  const urls = Object.fromEntries(
    await Promise.all(INTERNAL_APPS.map(async ({ name, urlVar }) => [urlVar, await started.get(name)] as const)),
  );

  await launch(EDGE_APP.name, { ...shared, ...urls, HOST: config.EDGE_HOST }, edgePort);
  if (!stopping) supervisors = listening.map(({ first, respawn }) => supervise(first, { respawn, log }));
  log(
    `edge gateway listening on http://${config.EDGE_HOST}:${edgePort} (try: curl -s http://localhost:${edgePort}/health). Ctrl-C stops everything.`,
  );
} catch (err) {
  log(`start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  await stopAll(1);
}
