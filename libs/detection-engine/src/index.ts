export type { DetectContext, Detector, Emission, Finding, NormalizedText } from './types.ts';
export {
  DEFAULT_POLICY,
  FALLBACK_FILTER,
  LEARNED_MODELS,
  MAX_ENTITY_RULES,
  applyPolicy,
  createFilterResolver,
  filterPolicySchema,
  maskText,
  readFilterPolicy,
  resolveOverlaps,
  strongestAction,
} from './policy/index.ts';
export type {
  ActionedFinding,
  FilterPolicy,
  FilterResolverDeps,
  LearnedModel,
  MaskableEntity,
  PolicyDecision,
  PolicyIssue,
  PolicyReading,
  ResolvedFilter,
} from './policy/index.ts';
/** The ICAO 9303 check digit, shared with the MRZ reader of the image path. */
export { icaoCheckDigit } from './pii-validated/scan/checksums.ts';
export { createDetectionEngine } from './engine/index.ts';
export { createEngineMetrics } from './engine-metrics.ts';
export type {
  DetectionEngine,
  DetectionEngineOptions,
  DetectOptions,
  EngineLog,
  EngineObserver,
  LanguageIdentifier,
} from './engine/index.ts';
export {
  COMPONENT_CONTRACTS,
  COMPONENT_KINDS,
  ComponentError,
  createExternalComponent,
  createExternalComponents,
  createJsonClient,
  externalComponentsFromEnv,
} from './external/index.ts';
export type {
  ComponentContract,
  ComponentFailure,
  ComponentKind,
  ComponentReply,
  ComponentRequest,
  ComponentUrls,
  ExternalComponent,
  JsonClient,
  JsonClientOptions,
} from './external/index.ts';
export { CUSTOM_PATTERN_LIMITS } from './custom/index.ts';
export type { FilterPattern } from './custom/index.ts';
export { builtInDetectorFamilies, createDefaultEngine } from './default-engine.ts';
export { warmUp } from './warm-up.ts';
export { createLanguageIdentifier } from './language/index.ts';
export type { DefaultEngineOptions } from './default-engine.ts';
export { normalize } from './normalize/index.ts';
export { TOXICITY_LABEL_DEFINITIONS, TOXICITY_LABELS } from './toxicity/index.ts';
