import { createPrivateKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { access, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  exportPublicKey,
  KNOWN_FEATURES,
  LICENCE_TIERS,
  signLicence,
  TIER_DEFAULT_FEATURES,
  type LicencePayload,
  type LicenceTier,
} from '@csg/auth';

/** A mistake on the command line: reported with the usage text, exit status 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const KEYGEN_USAGE = `usage: keygen --private-key <file> --public-key <file>
  Writes a new Ed25519 key pair: the private key as PKCS#8 PEM (mode 0600), the public key as SPKI
  PEM. Existing files are never overwritten. Prints the public key in LICENSE_PUBLIC_KEYS form.`;

const ISSUABLE_TIERS = LICENCE_TIERS.filter((t) => t !== 'community');

export const ISSUE_USAGE = `usage: issue --private-key <file> --customer <name> --tier <${ISSUABLE_TIERS.join('|')}> --days <n>
             [--features <key,key,...>] [--license-id <id>]
  Prints a licence signed with the private key, valid from now for <n> days. Without --features
  the tier's default features are signed. Known features: ${[...KNOWN_FEATURES].join(', ')}.`;

function parse<const T extends Record<string, { type: 'string' }>>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name]?.trim();
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

async function refuseExisting(path: string): Promise<void> {
  const exists = await access(path).then(
    () => true,
    () => false,
  );
  if (exists) throw new Error(`${path} already exists; a key file is never overwritten`);
}

/**
 * Creates the vendor's signing key pair and returns the public key as base64 SPKI DER, the form
 * LICENSE_PUBLIC_KEYS takes. Relative paths are resolved from `baseDir`.
 */
export async function keygen(argv: string[], baseDir: string): Promise<string> {
  const values = parse(argv, { 'private-key': { type: 'string' }, 'public-key': { type: 'string' } });
  const privatePath = resolve(baseDir, required(values, 'private-key'));
  const publicPath = resolve(baseDir, required(values, 'public-key'));
  if (privatePath === publicPath) throw new UsageError('--private-key and --public-key must be different files');
  await refuseExisting(privatePath);
  await refuseExisting(publicPath);

  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  // 'wx': fails rather than follow or replace a file created since the check above.
  await writeFile(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
  await writeFile(publicPath, publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o644, flag: 'wx' });
  return exportPublicKey(publicKey);
}

function parseTier(value: string): LicenceTier {
  const tier = ISSUABLE_TIERS.find((t) => t === value);
  if (!tier) throw new UsageError(`--tier must be one of ${ISSUABLE_TIERS.join(', ')} (community needs no licence)`);
  return tier;
}

function parseDays(value: string): number {
  const days = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(days) || days < 1 || days > 36_500) {
    throw new UsageError('--days must be a whole number of days from 1 to 36500');
  }
  return days;
}

function parseFeatures(value: string | undefined, tier: LicenceTier): string[] {
  if (value === undefined) return [...TIER_DEFAULT_FEATURES[tier]];
  const features = [
    ...new Set(
      value
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f.length > 0),
    ),
  ];
  if (features.length === 0) throw new UsageError('--features names no feature');
  const unknown = features.filter((f) => !KNOWN_FEATURES.has(f));
  if (unknown.length > 0) throw new UsageError(`unknown feature(s): ${unknown.join(', ')}`);
  return features;
}

/** Signs a licence with the vendor's private key; returns the licence and the payload it signs. */
export async function issue(
  argv: string[],
  baseDir: string,
  now: Date = new Date(),
): Promise<{ token: string; payload: LicencePayload }> {
  const values = parse(argv, {
    'private-key': { type: 'string' },
    customer: { type: 'string' },
    tier: { type: 'string' },
    features: { type: 'string' },
    days: { type: 'string' },
    'license-id': { type: 'string' },
  });
  const keyPath = resolve(baseDir, required(values, 'private-key'));
  const customer = required(values, 'customer');
  if (customer.length > 256) throw new UsageError('--customer is longer than 256 characters');
  const tier = parseTier(required(values, 'tier'));
  const days = parseDays(required(values, 'days'));
  const features = parseFeatures(values.features, tier);
  const licenseId = values['license-id']?.trim() || randomUUID();
  if (licenseId.length > 128) throw new UsageError('--license-id is longer than 128 characters');

  let privateKey;
  try {
    privateKey = createPrivateKey(await readFile(keyPath));
  } catch (err) {
    throw new Error(`cannot read the private key ${keyPath}: ${(err as Error).message}`, { cause: err });
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`${keyPath} is not an Ed25519 private key`);

  const payload: LicencePayload = {
    v: 1,
    licenseId,
    customer,
    tier,
    features,
    issuedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
  };
  return { token: signLicence(payload, privateKey), payload };
}

/**
 * Runs a command for a CLI entry point: the result on stdout, notes and errors on stderr; exit
 * status 2 for a usage mistake, 1 for any other failure.
 */
export async function runCli(usage: string, run: () => Promise<{ stdout: string; stderr?: string }>): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  try {
    const { stdout, stderr } = await run();
    if (stderr) process.stderr.write(`${stderr}\n`);
    process.stdout.write(`${stdout}\n`);
  } catch (err) {
    const usageMistake = err instanceof UsageError;
    process.stderr.write(`licence-tools: ${(err as Error).message}\n${usageMistake ? `${usage}\n` : ''}`);
    process.exitCode = usageMistake ? 2 : 1;
  }
}

/** Where relative paths start: the directory pnpm was run from (INIT_CWD), else the current one. */
export const invocationDir = (): string => process.env.INIT_CWD ?? process.cwd();
