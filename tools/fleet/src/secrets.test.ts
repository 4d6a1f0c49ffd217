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
    expect(Buffer.from(first.JWT_SECRET ?? '', 'base64')).toHaveLength(48);
    expect(Buffer.from(first.CREDENTIALS_ENCRYPTION_KEY ?? '', 'base64')).toHaveLength(32);
    expect((await stat(join(dir, 'jwt_secret'))).mode & 0o777).toBe(0o600);
    expect(await fleetSecrets({}, dir)).toEqual(first);
  });

  it('prefers the environment and writes nothing', async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'csg-secrets-')), 'secrets');
    const given = {
      JWT_SECRET: 'from-the-environment-0123456789abcdef',
      CREDENTIALS_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'),
    };
    expect(await fleetSecrets(given, dir)).toEqual(given);
    await expect(readFile(join(dir, 'jwt_secret'))).rejects.toThrow();
  });
});
