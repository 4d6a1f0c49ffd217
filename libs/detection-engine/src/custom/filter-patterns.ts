import { actionSchema } from '@csg/contracts';
import { z } from 'zod';
import type { Detector } from '../types.ts';
import { compileCustomPattern, CustomPatternError, customPatternSchema } from './custom-pattern.ts';

/**
 * A filter's limits on its custom patterns. RE2 runs in time linear in the text, but the constant
 * grows with the compiled program: on a text made to keep every partial match alive, about 17 ms
 * per instruction per MB (measured, re2js 2.10 on this machine's 2-core EPYC). The budget of a
 * filter bounds what its patterns can add to one scan of the largest text (1 MB) at some 17 s in
 * the worst case and 35 ms on a 2 KB prompt; ten patterns of an ordinary shape (`EMP-[0-9]{6}`,
 * `(?i)project (falcon|eagle)`) add about 0.35 s per MB of prose.
 */
export const CUSTOM_PATTERN_LIMITS = {
  /** Patterns in one filter. */
  patterns: 20,
  /** Compiled instructions of one pattern (`\w{500}` is over it; `\w+` costs almost nothing). */
  programSize: 500,
  /** Compiled instructions of all the filter's patterns together. */
  filterProgramSize: 1_000,
  /** Findings of one pattern in one text: a pattern that matches everywhere must not make one per character. */
  findings: 1_000,
} as const;

/**
 * A named pattern of a filter: RE2 syntax, its own entity type, and its own action, which no
 * category or entity rule of the filter overrides. The category (default `pii`) places its
 * findings among the others: which findings they compete with for the same characters, how they
 * are counted in summaries, and, for `jailbreak`, the automatic review lock.
 */
export const filterPatternSchema = customPatternSchema.extend({
  category: customPatternSchema.shape.category.default('pii'),
  confidence: customPatternSchema.shape.confidence.default(1),
  action: actionSchema,
});
export type FilterPattern = z.output<typeof filterPatternSchema>;

const compileLimits = {
  maxProgramSize: CUSTOM_PATTERN_LIMITS.programSize,
  maxFindings: CUSTOM_PATTERN_LIMITS.findings,
};

/**
 * The custom patterns of a policy, checked the way they will run: every pattern must compile
 * within the limits, names are unique (an error names the pattern), and the whole stays within the
 * filter's budget. A refusal at save time is a 400 naming the pattern, never a failure at scan time.
 * Messages name the pattern and the rule, never quote it: a pattern can hold a literal secret.
 */
export const filterPatternsSchema = z
  .array(filterPatternSchema)
  .max(CUSTOM_PATTERN_LIMITS.patterns)
  .superRefine(
    (patterns, ctx) => {
      const names = new Set<string>();
      let programSize = 0;
      patterns.forEach((pattern, index) => {
        if (names.has(pattern.name)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: `Custom pattern "${pattern.name}" is named twice`,
          });
        }
        names.add(pattern.name);
        try {
          programSize += compileCustomPattern(pattern, compileLimits).programSize;
        } catch (error) {
          if (!(error instanceof CustomPatternError)) throw error;
          ctx.addIssue({ code: 'custom', path: [index, 'pattern'], message: error.message });
        }
      });
      if (programSize > CUSTOM_PATTERN_LIMITS.filterProgramSize) {
        ctx.addIssue({
          code: 'custom',
          message: `Custom patterns are too complex together (${programSize} instructions, at most ${CUSTOM_PATTERN_LIMITS.filterProgramSize})`,
        });
      }
    },
    // Compiled only once every definition has its shape: a shape issue is reported once, by the schema.
    { when: (payload) => payload.issues.length === 0 },
  );

/** The detector of a pattern: its findings carry the pattern's action. */
function patternDetector(pattern: FilterPattern): Detector {
  const detector = compileCustomPattern(pattern, compileLimits);
  const { action } = pattern;
  return {
    name: detector.name,
    emits: detector.emits,
    detect: (input, context) => detector.detect(input, context).map((finding) => ({ ...finding, action })),
  };
}

const NONE: readonly Detector[] = [];
/** Distinct pattern sets kept compiled; filters are few and change rarely. */
const MAX_COMPILED_SETS = 100;

/**
 * The detectors of a policy's custom patterns, compiled once per version of the patterns: the
 * same list object (a cached policy) is looked up by identity, a list read again from the store
 * by its content.
 */
export function createPatternDetectors() {
  const byContent = new Map<string, readonly Detector[]>();
  const byList = new WeakMap<readonly FilterPattern[], readonly Detector[]>();
  return (patterns: readonly FilterPattern[] | undefined): readonly Detector[] => {
    if (!patterns || patterns.length === 0) return NONE;
    const known = byList.get(patterns);
    if (known) return known;
    const key = JSON.stringify(patterns);
    let detectors = byContent.get(key);
    if (!detectors) {
      if (byContent.size >= MAX_COMPILED_SETS) byContent.clear();
      detectors = patterns.map(patternDetector);
      byContent.set(key, detectors);
    }
    byList.set(patterns, detectors);
    return detectors;
  };
}
