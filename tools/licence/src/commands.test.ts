import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMUNITY_FEATURES, licenceState, parsePublicKeys, verifyLicence } from '@csg/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issue, keygen, UsageError } from './commands.ts';

let dir = '';
let publicKeys: ReturnType<typeof parsePublicKeys> = [];
const NOW = new Date('2026-03-01T00:00:00.000Z');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'csg-licence-unit-'));
  publicKeys = parsePublicKeys(await keygen(['--private-key', 'vendor.key', '--public-key', 'vendor.pub'], dir));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const base = ['--private-key', 'vendor.key', '--customer', 'Acme'];

describe('issue (in process)', () => {
  it('signs issuedAt = now and expiresAt = now + days', async () => {
    const { token, payload } = await issue([...base, '--tier', 'enterprise', '--days', '10'], dir, NOW);
    expect(payload).toMatchObject({ issuedAt: '2026-03-01T00:00:00.000Z', expiresAt: '2026-03-11T00:00:00.000Z' });
    expect(verifyLicence(token, publicKeys, NOW)).toStrictEqual({ status: 'valid', payload });
  });

  it('refuses, as usage mistakes, unknown features, a community tier, bad days and unknown flags', async () => {
    const cases: [string[], string][] = [
      [
        [...base, '--tier', 'enterprise', '--days', '30', '--features', 'chat,teleport'],
        'unknown feature(s): teleport',
      ],
      [[...base, '--tier', 'enterprise', '--days', '30', '--features', ' , '], '--features names no feature'],
      [[...base, '--tier', 'community', '--days', '30'], 'community needs no licence'],
      [[...base, '--tier', 'gold', '--days', '30'], '--tier must be one of professional, enterprise'],
      [[...base, '--tier', 'enterprise', '--days', '0'], '--days must be a whole number'],
      [[...base, '--tier', 'enterprise', '--days', '1.5'], '--days must be a whole number'],
      [[...base, '--tier', 'enterprise', '--days', '36501'], '--days must be a whole number'],
      [[...base, '--tier', 'enterprise'], '--days is required'],
      [['--private-key', 'vendor.key', '--tier', 'enterprise', '--days', '1'], '--customer is required'],
      [[...base, '--tier', 'enterprise', '--days', '30', '--colour', 'red'], "Unknown option '--colour'"],
      [[...base, '--tier', 'enterprise', '--days', '30', 'stray'], 'Unexpected argument'],
    ];
    for (const [args, message] of cases) {
      const err = await issue(args, dir, NOW).catch((e: unknown) => e);
      expect(err, args.join(' ')).toBeInstanceOf(UsageError);
      expect((err as Error).message, args.join(' ')).toContain(message);
    }
  });

  it('refuses a missing key file, a public key and a non-Ed25519 key', async () => {
    await writeFile(join(dir, 'garbage.key'), 'not a key');
    for (const file of ['missing.key', 'vendor.pub', 'garbage.key']) {
      await expect(
        issue(['--private-key', file, '--customer', 'A', '--tier', 'enterprise', '--days', '1'], dir),
      ).rejects.toThrow(/cannot read the private key|not an Ed25519 private key/);
    }
  });

  it('a licence from another key pair does not verify', async () => {
    await keygen(['--private-key', 'rogue.key', '--public-key', 'rogue.pub'], dir);
    const { token } = await issue(
      ['--private-key', 'rogue.key', '--customer', 'X', '--tier', 'enterprise', '--days', '1'],
      dir,
    );
    expect(verifyLicence(token, publicKeys).status).toBe('invalid');
  });

  it('the community features are the floor of every issued licence', async () => {
    const { token } = await issue([...base, '--tier', 'professional', '--features', 'compliance', '--days', '10'], dir);
    const state = licenceState(token, publicKeys);
    for (const f of COMMUNITY_FEATURES) expect(state.features.has(f)).toBe(true);
  });
});

describe('keygen (in process)', () => {
  it('refuses one file for both keys', async () => {
    await expect(keygen(['--private-key', 'same.key', '--public-key', './same.key'], dir)).rejects.toThrow(
      'must be different files',
    );
  });
});
