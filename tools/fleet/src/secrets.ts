import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Secrets the apps require and that a newcomer's `npm start` may not have set. */
const GENERATED_SECRETS = ['JWT_SECRET'] as const;

/**
 * The apps have no default for any secret. For a fleet started without one, the launcher makes
 * a random value once and keeps it (mode 0600) so that tokens survive a restart; a value in the
 * environment always wins and is never written.
 */
export async function fleetSecrets(env: NodeJS.ProcessEnv, dir: string): Promise<Record<string, string>> {
  const secrets: Record<string, string> = {};
  for (const name of GENERATED_SECRETS) {
    const given = env[name];
    if (given) {
      secrets[name] = given;
      continue;
    }
    const file = join(dir, name.toLowerCase());
    try {
      secrets[name] = (await readFile(file, 'utf8')).trim();
    } catch {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      secrets[name] = randomBytes(48).toString('base64url');
      await writeFile(file, `${secrets[name]}\n`, { mode: 0o600, flag: 'wx' });
    }
  }
  return secrets;
}
