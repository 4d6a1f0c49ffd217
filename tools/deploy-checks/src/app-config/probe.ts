// Run as `node probe.ts <app>` with exactly the environment a deployment gives that app: loads
// the app's own configuration schema as its main.ts would at start, and prints what came of it.
// A child process, so that the deploy checks test the apps' real schemas without importing
// apps into a tool, and so that nothing of the test runner's environment leaks in.
import { ConfigError, loadConfig } from '@csg/config';

const app = process.argv[2] ?? '';
if (!/^[a-z][a-z-]*$/.test(app)) throw new Error(`not an app name: ${app}`);
const { configSchema } = (await import(`../../../../apps/${app}/src/config.ts`)) as {
  configSchema: Parameters<typeof loadConfig>[0];
};

/** Settings safe to report: addresses, switches and the apps' URLs, never a secret or a URL that may carry one. */
const REPORTED =
  /^(HOST|PORT|MIGRATE_ON_START|TRUSTED_PROXIES|(CHAT_PIPELINE|DETECTION|MEDIA_ANALYSIS|SESSIONS|ADMIN|DIAGNOSTICS)_URL)$/;

try {
  const config = loadConfig(configSchema) as Record<string, unknown>;
  const reported = Object.fromEntries(Object.entries(config).filter(([key]) => REPORTED.test(key)));
  console.log(JSON.stringify({ problems: [], config: reported }));
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.log(JSON.stringify({ problems: err.problems, config: {} }));
}
