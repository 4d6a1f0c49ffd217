import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { licenceState, parsePublicKeys, TIER_DEFAULT_FEATURES, verifyLicence } from '@csg/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SRC = join(import.meta.dirname, '..', 'src');
/** The temporary directory the tools run in: relative key paths resolve here. */
let dir = '';

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a tool as the vendor would, with node; never throws on a non-zero exit. */
async function tool(name: 'keygen' | 'issue', args: string[]): Promise<Result> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(SRC, `${name}.ts`), ...args], {
      env: { ...process.env, INIT_CWD: dir },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'csg-licence-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('keygen', () => {
  it('writes an Ed25519 key pair, the private key mode 0600, and prints the key in LICENSE_PUBLIC_KEYS form', async () => {
    const res = await tool('keygen', ['--private-key', 'vendor.key', '--public-key', 'vendor.pub']);
    expect(res.code, res.stderr).toBe(0);
    expect((await stat(join(dir, 'vendor.key'))).mode & 0o777).toBe(0o600);
    expect(await readFile(join(dir, 'vendor.key'), 'utf8')).toContain('-----BEGIN PRIVATE KEY-----');
    const printed = res.stdout.trim();
    expect(printed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // The printed form and the public key file are both accepted as LICENSE_PUBLIC_KEYS.
    expect(parsePublicKeys(printed)).toHaveLength(1);
    const pem = await readFile(join(dir, 'vendor.pub'), 'utf8');
    expect(parsePublicKeys(pem)[0]?.export({ type: 'spki', format: 'der' }).toString('base64')).toBe(printed);
  });

  it('never overwrites an existing key file', async () => {
    await writeFile(join(dir, 'precious.key'), 'keep me');
    const res = await tool('keygen', ['--private-key', 'precious.key', '--public-key', 'new.pub']);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('already exists');
    expect(await readFile(join(dir, 'precious.key'), 'utf8')).toBe('keep me');
    await expect(stat(join(dir, 'new.pub'))).rejects.toThrow();
  });

  it('a missing flag is a usage error (exit 2) with the usage text', async () => {
    const res = await tool('keygen', ['--private-key', 'only.key']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--public-key is required');
    expect(res.stderr).toContain('usage: keygen');
  });
});

describe('issue', () => {
  let publicKeys: ReturnType<typeof parsePublicKeys> = [];
  beforeAll(async () => {
    const res = await tool('keygen', ['--private-key', 'issuer.key', '--public-key', 'issuer.pub']);
    publicKeys = parsePublicKeys(res.stdout.trim());
  });

  it('prints a licence that verifies with libs/auth verifyLicence against the keygen public key', async () => {
    const res = await tool('issue', [
      '--private-key',
      'issuer.key',
      '--customer',
      'Acme Corp',
      '--tier',
      'professional',
      '--features',
      'compliance, inspection,compliance',
      '--days',
      '30',
      '--license-id',
      'ACME-2026-001',
    ]);
    expect(res.code, res.stderr).toBe(0);
    const before = Date.now();
    const verdict = verifyLicence(res.stdout.trim(), publicKeys);
    expect(verdict.status).toBe('valid');
    expect(verdict.payload).toMatchObject({
      v: 1,
      licenseId: 'ACME-2026-001',
      customer: 'Acme Corp',
      tier: 'professional',
      features: ['compliance', 'inspection'],
    });
    const lifetime = Date.parse(verdict.payload?.expiresAt ?? '') - Date.parse(verdict.payload?.issuedAt ?? '');
    expect(lifetime).toBe(30 * 86_400_000);
    expect(Math.abs(Date.parse(verdict.payload?.issuedAt ?? '') - before)).toBeLessThan(60_000);
    expect(res.stderr).toContain('Licence ACME-2026-001 for Acme Corp');
    // … and is expired once its days have passed.
    expect(verifyLicence(res.stdout.trim(), publicKeys, new Date(before + 31 * 86_400_000)).status).toBe('expired');
  });

  it("without --features the tier's defaults are signed (enterprise: every page)", async () => {
    const res = await tool('issue', [
      '--private-key',
      'issuer.key',
      '--customer',
      'Big Co',
      '--tier',
      'enterprise',
      '--days',
      '365',
    ]);
    expect(res.code, res.stderr).toBe(0);
    const state = licenceState(res.stdout.trim(), publicKeys);
    expect(state).toMatchObject({ status: 'valid', tier: 'enterprise', customer: 'Big Co' });
    expect([...state.features].sort()).toStrictEqual([...TIER_DEFAULT_FEATURES.enterprise].sort());
    expect(state.licenseId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a usage mistake exits 2 with the message and the usage text, printing no licence', async () => {
    const res = await tool('issue', [
      '--private-key',
      'issuer.key',
      '--customer',
      'Acme',
      '--tier',
      'gold',
      '--days',
      '30',
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--tier must be one of professional, enterprise');
    expect(res.stderr).toContain('usage: issue');
    expect(res.stdout).toBe('');
  });

  it('an unreadable private key exits 1 with the reason, printing no licence', async () => {
    const res = await tool('issue', [
      '--private-key',
      'missing.key',
      '--customer',
      'A',
      '--tier',
      'enterprise',
      '--days',
      '1',
    ]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('cannot read the private key');
    expect(res.stdout).toBe('');
  });
});
