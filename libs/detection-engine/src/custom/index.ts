export { CUSTOM_PATTERN_LIMITS } from './filter-patterns.ts';
export type { FilterPattern } from './filter-patterns.ts';
