import type { KeyObject } from 'node:crypto';
import type { RouteFeature } from './features.ts';
import { signLicence } from './token.ts';

const DAY_MS = 86_400_000;

/**
 * A professional licence for `features`, signed with a test vendor key, that expired yesterday:
 * what the licensed apps' 402 tests install.
 */
export function expiredLicence(privateKey: KeyObject, features: RouteFeature[], now = Date.now()): string {
  return signLicence(
    {
      v: 1,
      licenseId: 'l-expired',
      customer: 'test',
      tier: 'professional',
      features,
      issuedAt: new Date(now - 10 * DAY_MS).toISOString(),
      expiresAt: new Date(now - DAY_MS).toISOString(),
    },
    privateKey,
  );
}
