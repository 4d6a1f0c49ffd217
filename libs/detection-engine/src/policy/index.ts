export { ACTIONS, CATEGORIES, actionSchema, categorySchema, entityTypeSchema, filterPolicySchema } from './schema.ts';
export type { FilterPolicy } from './schema.ts';
export { DEFAULT_POLICY } from './default-policy.ts';
export { strongestAction } from './actions.ts';
export { resolveOverlaps } from './resolve-overlaps.ts';
export { applyPolicy } from './apply-policy.ts';
export type { ActionedFinding, PolicyDecision } from './apply-policy.ts';
export { maskText, placeholderFor } from './mask-text.ts';
export type { MaskableEntity } from './mask-text.ts';
