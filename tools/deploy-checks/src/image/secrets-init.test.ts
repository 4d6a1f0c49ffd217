import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEPLOY_DIR } from '../repo-paths.ts';

const SCRIPT = join(DEPLOY_DIR, 'image/secrets-init.sh');
const uid = String(process.getuid?.() ?? 0);
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'csg-secrets-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The compose `secrets` service, owners set to whoever runs the test (chown to others needs root). */
const run = (env: Record<string, string> = {}) =>
  spawnSync('sh', [SCRIPT], {
    env: { PATH: '/usr/bin:/bin', SECRETS_DIR: dir, APP_UID: uid, POSTGRES_UID: uid, ...env },
    encoding: 'utf8',
  });
const read = (name: string) => readFileSync(join(dir, name), 'utf8').trim();

describe('first-start secrets (deploy/image/secrets-init.sh)', () => {
  it('writes every secret the fleet requires, in the shapes the apps accept, readable by their owner only', () => {
    const result = run();
    expect(result.status, result.stderr).toBe(0);
    expect(read('jwt_secret').length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(read('credentials_encryption_key'), 'base64')).toHaveLength(32);
    expect(read('postgres_password')).toMatch(/^[0-9a-f]{48}$/);
    expect(read('database_url')).toBe(`postgres://gateway:${read('postgres_password')}@postgres:5432/gateway`);
    for (const name of ['jwt_secret', 'credentials_encryption_key', 'postgres_password', 'database_url']) {
      expect(statSync(join(dir, name)).mode & 0o777, name).toBe(0o400);
    }
    expect(result.stdout).not.toContain(read('jwt_secret'));
  });

  it('keeps what the first start wrote: a second start changes nothing', () => {
    run();
    const first = ['jwt_secret', 'credentials_encryption_key', 'database_url'].map(read);
    const again = run();
    expect(again.status).toBe(0);
    expect(again.stdout).toBe('');
    expect(['jwt_secret', 'credentials_encryption_key', 'database_url'].map(read)).toEqual(first);
  });

  it('uses values given in the environment for the first start, and refuses later ones that differ', () => {
    const jwt = 'an-operator-chosen-secret-of-40-characters';
    expect(run({ JWT_SECRET: jwt, POSTGRES_PASSWORD: 'chosen-password' }).status).toBe(0);
    expect(read('jwt_secret')).toBe(jwt);
    expect(read('database_url')).toContain(':chosen-password@');
    expect(run({ JWT_SECRET: jwt }).status).toBe(0);

    const changed = run({ JWT_SECRET: 'a-different-secret-of-more-than-32-chars' });
    expect(changed.status).toBe(1);
    expect(changed.stderr).toMatch(/jwt_secret already holds a different value/);
    expect(changed.stderr).not.toContain('a-different-secret');
  });

  it('refuses secrets the apps would refuse, with the file named', () => {
    writeFileSync(join(dir, 'credentials_encryption_key'), 'c2hvcnQ=\n');
    const shortKey = run();
    expect(shortKey.status).toBe(1);
    expect(shortKey.stderr).toMatch(/credentials_encryption_key must be 32 bytes in base64/);

    rmSync(join(dir, 'credentials_encryption_key'));
    rmSync(join(dir, 'postgres_password'));
    const badPassword = run({ POSTGRES_PASSWORD: 'has/slash@and:colon' });
    expect(badPassword.status).toBe(1);
    expect(badPassword.stderr).toMatch(/postgres_password may hold only/);
  });

  it('says where the volume should be when it is missing', () => {
    const result = run({ SECRETS_DIR: join(dir, 'absent') });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/absent does not exist \(mount the secrets volume there\)/);
  });
});
