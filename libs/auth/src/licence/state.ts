import type { KeyObject } from 'node:crypto';
import { featureNotLicensed, PolicyError } from '@csg/errors';
import { COMMUNITY_FEATURES, type LicenceTier } from './features.ts';
import { verifyLicence } from './token.ts';

/** `none`: no licence is installed, and the gateway runs as community. */
export type LicenceStatus = 'none' | 'valid' | 'expired' | 'invalid';

/**
 * The licence in force. `features` is what is granted now: the community features for none,
 * expired or invalid, and the community features plus the signed ones for a valid licence. It is
 * also the set of licensed page ids that `visiblePages(role, state.features)` takes (rule 9).
 */
export interface LicenceState {
  readonly status: LicenceStatus;
  readonly tier: LicenceTier;
  readonly features: ReadonlySet<string>;
  readonly expiresAt: string | null;
  readonly licenseId: string | null;
  readonly customer: string | null;
}

/** The built-in licence in force when none is installed: community tier, no expiry. */
export const COMMUNITY_LICENCE: LicenceState = Object.freeze({
  status: 'none',
  tier: 'community',
  features: new Set<string>(COMMUNITY_FEATURES),
  expiresAt: null,
  licenseId: null,
  customer: null,
});

/**
 * The state of the installed licence (null: none). An expired licence keeps its tier and identity
 * for display, and an invalid one (bad signature or format, or signed by no configured key) is
 * shown as community; both grant only community features and fail `assertLicensed`.
 */
export function licenceState(
  installed: string | null,
  publicKeys: readonly KeyObject[],
  now: Date = new Date(),
): LicenceState {
  if (installed === null) return COMMUNITY_LICENCE;
  const verdict = verifyLicence(installed, publicKeys, now);
  if (verdict.status === 'invalid') return { ...COMMUNITY_LICENCE, status: 'invalid' };
  const { payload } = verdict;
  const identity = {
    tier: payload.tier,
    expiresAt: payload.expiresAt,
    licenseId: payload.licenseId,
    customer: payload.customer,
  };
  if (verdict.status === 'expired') return { ...identity, status: 'expired', features: COMMUNITY_LICENCE.features };
  return { ...identity, status: 'valid', features: new Set([...COMMUNITY_FEATURES, ...payload.features]) };
}

/**
 * The LICENSE_EXPIRED (402) gate of chat, detection, inspection, image and document analysis:
 * throws when the installed licence has expired or is invalid. Community (none) passes.
 */
export function assertLicensed(state: LicenceState): void {
  if (state.status === 'expired' || state.status === 'invalid') throw new PolicyError('LICENSE_EXPIRED');
}

/**
 * The FEATURE_NOT_LICENSED (403) gate of a route: throws, naming the feature and the tier, when the
 * licence in force lacks it. Call assertLicensed first on the routes the 402 covers.
 */
export function assertFeature(state: LicenceState, feature: string): void {
  if (!state.features.has(feature)) throw featureNotLicensed(feature, state.tier);
}
