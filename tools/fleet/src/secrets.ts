import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Secrets the apps require and that a newcomer's `npm start` may not have set, with their size. */
const GENERATED_SECRETS = { JWT_SECRET: 48, CREDENTIALS_ENCRYPTION_KEY: 32 } as const;

/**
 * The apps have no default for any secret. For a fleet started without one, the launcher makes
 * a random value once and keeps it (mode 0600) so that tokens survive a restart; a value in the
 * environment always wins and is never written.
 */
export async function fleetSecrets(env: NodeJS.ProcessEnv, dir: string): Promise<Record<string, string>> {
  const secrets: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(GENERATED_SECRETS)) {
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
      // base64: CREDENTIALS_ENCRYPTION_KEY is read as base64, and a JWT secret is any string.
      secrets[name] = randomBytes(bytes).toString('base64');
      await writeFile(file, `${secrets[name]}\n`, { mode: 0o600, flag: 'wx' });
    }
  }
  return secrets;
}
