export {
  COMMUNITY_FEATURES,
  isKnownFeature,
  KNOWN_FEATURES,
  LICENCE_TIERS,
  ROUTE_FEATURES,
  TIER_DEFAULT_FEATURES,
} from './features.ts';
export type { FeatureKey, LicenceTier, RouteFeature } from './features.ts';
export {
  exportPublicKey,
  licencePayloadSchema,
  MAX_LICENCE_LENGTH,
  parsePublicKeys,
  signLicence,
  verifyLicence,
} from './token.ts';
export type { LicencePayload, LicenceVerdict } from './token.ts';
export { assertFeature, assertLicensed, COMMUNITY_LICENCE, licenceState } from './state.ts';
export type { LicenceState, LicenceStatus } from './state.ts';
export { createLicenceStore, LICENCE_CACHE_MS, LICENCE_SETTING_KEY } from './store.ts';
export type { LicenceStore, LicenceStoreOptions, StoredLicence } from './store.ts';
export { createLicenceReader } from './reader.ts';
export type { LicenceReader } from './reader.ts';
export { licenceGatePlugin } from './gate-plugin.ts';
export type { LicenceGateOptions } from './gate-plugin.ts';
