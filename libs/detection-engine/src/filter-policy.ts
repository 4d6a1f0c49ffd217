// The filter policy contract without the detectors (`@csg/detection-engine/policy`): admin validates
// what it stores with it, and importing it loads no detector (the whole engine is some 230 MB of an
// app's memory).
export { MAX_ENTITY_RULES, filterPolicySchema, readFilterPolicy } from './policy/schema.ts';
export type { FilterPolicy, PolicyIssue, PolicyReading } from './policy/schema.ts';
export { LEARNED_MODELS } from './policy/learned-models.ts';
export type { LearnedModel } from './policy/learned-models.ts';
export { CUSTOM_PATTERN_LIMITS } from './custom/filter-patterns.ts';
export type { FilterPattern } from './custom/filter-patterns.ts';
