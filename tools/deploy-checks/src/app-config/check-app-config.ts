import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const PROBE = resolve(import.meta.dirname, 'probe.ts');

export interface AppConfigResult {
  /** One line per variable the app refuses, as it would print them at start. */
  problems: string[];
  /** HOST, PORT, MIGRATE_ON_START, TRUSTED_PROXIES and the other apps' URLs, as parsed. */
  config: Record<string, unknown>;
}

/**
 * Whether an app would accept this environment, judged by the app's own schema (probe.ts). With
 * an entry point (deploy/image/entrypoint.sh) the probe starts through it, as the app would.
 */
export function checkAppConfig(app: string, env: Record<string, string>, entrypoint?: string): AppConfigResult {
  const command = entrypoint ? ['sh', entrypoint, process.execPath, PROBE, app] : [process.execPath, PROBE, app];
  const run = spawnSync(command[0] as string, command.slice(1), {
    env: { PATH: '/usr/bin:/bin', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (run.status !== 0) throw new Error(`config probe for ${app} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as AppConfigResult;
}
