import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fleetSecrets } from './secrets.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('fleetSecrets', () => {
  it('generates a missing secret once, keeps it private, and returns the same value on the next start', async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'csg-secrets-')), 'secrets');
    const first = await fleetSecrets({}, dir);
    expect(first.JWT_SECRET).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect((await stat(join(dir, 'jwt_secret'))).mode & 0o777).toBe(0o600);
    expect(await fleetSecrets({}, dir)).toEqual(first);
  });

  it('prefers the environment and writes nothing', async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'csg-secrets-')), 'secrets');
    expect(await fleetSecrets({ JWT_SECRET: 'from-the-environment-0123456789abcdef' }, dir)).toEqual({
      JWT_SECRET: 'from-the-environment-0123456789abcdef',
    });
    await expect(readFile(join(dir, 'jwt_secret'))).rejects.toThrow();
  });
});
