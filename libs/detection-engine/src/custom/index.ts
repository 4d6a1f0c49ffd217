export { CustomPatternError, compileCustomPattern, customPatternSchema } from './custom-pattern.ts';
export type { CustomPattern, CustomPatternLimits } from './custom-pattern.ts';
