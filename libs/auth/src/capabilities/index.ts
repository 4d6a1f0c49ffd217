export { CAPABILITIES, CAPABILITY_NAMES, capabilitiesWithNote, isCapabilityName } from './inventory.ts';
export type { Capability, CapabilityGroup, CapabilityName, CapabilityNote } from './inventory.ts';
export { defaultGrants, hasCapability } from './grants.ts';
export { ROUTE_CAPABILITIES, capabilityFor } from './route-map.ts';
export type { RouteCapability } from './route-map.ts';
export { createShadowRecorder, shadowDecision } from './shadow.ts';
export type {
  ShadowDecision,
  ShadowInput,
  ShadowRecorder,
  ShadowRecorderOptions,
  ShadowReport,
  ShadowRouteRow,
} from './shadow.ts';
export { LICENCE_PAGE, PAGES, defaultPageBaselines, visiblePages } from './pages.ts';
export type { Page, PageId, PageSection } from './pages.ts';
