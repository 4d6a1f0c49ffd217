import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEPLOY_DIR } from '../repo-paths.ts';

const ENTRYPOINT = join(DEPLOY_DIR, 'image/entrypoint.sh');
const dir = mkdtempSync(join(tmpdir(), 'csg-entrypoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** Runs the image's entry point with a command that prints the environment it was given. */
function run(env: Record<string, string>) {
  const result = spawnSync('sh', [ENTRYPOINT, 'env'], { env: { PATH: '/usr/bin:/bin', ...env }, encoding: 'utf8' });
  const seen = Object.fromEntries(
    result.stdout
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return { status: result.status, stderr: result.stderr, env: seen };
}

describe('the image entry point (deploy/image/entrypoint.sh)', () => {
  it('turns each <VAR>_FILE into <VAR>, without the final newline, and drops the _FILE variable', () => {
    const result = run({
      JWT_SECRET_FILE: file('jwt', 'a-secret-of-forty-characters-0123456789\n'),
      DATABASE_URL_FILE: file('db', 'postgres://gateway:pw@postgres:5432/gateway\n\n'),
      PORT: '3102',
    });
    expect(result.status).toBe(0);
    expect(result.env.JWT_SECRET).toBe('a-secret-of-forty-characters-0123456789');
    expect(result.env.DATABASE_URL).toBe('postgres://gateway:pw@postgres:5432/gateway');
    expect(result.env.PORT).toBe('3102');
    expect(result.env).not.toHaveProperty('JWT_SECRET_FILE');
  });

  it('refuses a variable given both ways, a missing file and an empty one, naming the variable but never a value', () => {
    const both = run({ JWT_SECRET: 'from-env-value', JWT_SECRET_FILE: file('j2', 'from-file-value') });
    expect(both.status).toBe(64);
    expect(both.stderr).toMatch(/both JWT_SECRET and JWT_SECRET_FILE/);
    expect(both.stderr).not.toMatch(/from-(env|file)-value/);

    const missing = run({ JWT_SECRET_FILE: join(dir, 'nowhere') });
    expect(missing.status).toBe(66);
    expect(missing.stderr).toMatch(/JWT_SECRET_FILE names .*nowhere, which is missing/);

    const empty = run({ JWT_SECRET_FILE: file('empty', '\n') });
    expect(empty.status).toBe(65);
    expect(empty.stderr).toMatch(/is empty/);
  });

  it('runs the command as given when no _FILE variable is set', () => {
    const result = run({ MAIN: 'apps/detection/src/main.ts' });
    expect(result.status).toBe(0);
    expect(result.env.MAIN).toBe('apps/detection/src/main.ts');
  });
});
