import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '@csg/config';
import { runMigrations } from '@csg/db';
import { spawnApp, waitHealthy, type AppProcess } from './app-process.ts';
import { fleetConfigSchema, ROOT, type FleetConfig } from './config.ts';
import { openDatabase } from './database.ts';
import { EDGE, FLEET } from './fleet.ts';
import { fleetSecrets } from './secrets.ts';

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
const apps: AppProcess[] = [];
let stopping = false;
const database = await openDatabase(config, log);

async function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  log('stopping: apps first (in-flight requests finish), then the database');
  await Promise.all([...apps].reverse().map((app) => app.stop(config.SHUTDOWN_GRACE_MS)));
  await database.stop();
  log('stopped');
  process.exit(exitCode);
}
process.once('SIGINT', () => void stopAll(0));
process.once('SIGTERM', () => void stopAll(0));

function watch(app: AppProcess) {
  log(`${app.name} started (pid ${app.child.pid})`);
  void app.exited.then((code) => {
    if (stopping) return;
    log(`${app.name} exited unexpectedly (code ${code}); stopping the fleet`);
    void stopAll(1);
  });
}

try {
  const { applied } = await runMigrations(database.url);
  log(`database ready (${applied} migration${applied === 1 ? '' : 's'} applied)`);

  const shared = {
    ...process.env,
    ...(await fleetSecrets(process.env, config.FLEET_SECRETS_DIR)),
    DATABASE_URL: database.url,
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1',
  };
  // Each app starts once the apps it calls answer; the others start at once, side by side.
  const started = new Map<string, Promise<string>>();
  FLEET.forEach(({ name, urlVar, needs = [] }, index) => {
    const url = (async () => {
      const needed = await Promise.all(needs.map(async (v) => [v, await started.get(v)] as const));
      const port = config.INTERNAL_PORT_BASE === 0 ? 0 : config.INTERNAL_PORT_BASE + index + 1;
      const app = spawnApp(name, { ...shared, ...Object.fromEntries(needed), HOST: '127.0.0.1', PORT: String(port) });
      apps.push(app);
      watch(app);
      const own = `http://127.0.0.1:${await app.listening}`;
      await waitHealthy(app, own);
      return own;
    })();
    started.set(urlVar, url);
  });
  const urls = Object.fromEntries(
    await Promise.all(FLEET.map(async ({ urlVar }) => [urlVar, await started.get(urlVar)] as const)),
  );

  const edge = spawnApp(EDGE.name, { ...shared, ...urls, HOST: config.EDGE_HOST, PORT: String(config.EDGE_PORT) });
  apps.push(edge);
  watch(edge);
  const edgePort = await edge.listening;
  await waitHealthy(edge, `http://127.0.0.1:${edgePort}`);
  log(
    `edge gateway listening on http://${config.EDGE_HOST}:${edgePort} (try: curl -s http://localhost:${edgePort}/health). Ctrl-C stops everything.`,
  );
} catch (err) {
  log(`start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  await stopAll(1);
}
