import type { FindingSource } from '../../types.ts';
import type { CompiledRule } from './compiled-rule.ts';
import { shannonEntropy } from '../values/entropy.ts';
import type { KeywordHit } from './keyword-index.ts';
import { matchPart, type Value } from './part-matchers.ts';
import { isPlaceholder } from '../values/placeholders.ts';

/** A finding in offsets of the scanned view, before mapping back to the original text. */
export interface RawFinding {
  type: string;
  start: number;
  end: number;
  confidence: number;
  source: FindingSource;
}

const DEFAULT_CONFIDENCE_KEYWORD = 0.75;
const DEFAULT_CONFIDENCE_PREFIXED = 0.9;
// How far apart the parts of one multi-part credential may be (an id and its key, a token and
// its host): a few lines, not anywhere in a long document.
const COMPANION_REACH = 1024;

/** Runs one rule given the keyword hits of the text, grouped by keyword id. */
export function runRule(
  rule: CompiledRule,
  text: string,
  hitsByKeyword: ReadonlyMap<number, readonly KeywordHit[]>,
): RawFinding[] {
  const perPart: Value[][] = [];
  for (const part of rule.parts) {
    const matched = matchPart(part, rule, text, hitsByKeyword);
    // A host or e-mail next to a key is often example.com; only reported values are judged.
    const values = part.spec.context ? matched : matched.filter((value) => acceptable(rule, value.text));
    if (values.length === 0) return [];
    perPart.push(values.sort((a, b) => a.start - b.start));
  }
  const reportedParts = rule.parts.flatMap((part, index) => (part.spec.context ? [] : [index]));
  const candidates =
    reportedParts.length > 0 ? reportedParts.flatMap((index) => perPart[index] ?? []) : (perPart[0] ?? []);
  // The parts of one credential sit together: a key reported here needs its companions nearby.
  const together =
    perPart.length < 2
      ? candidates
      : candidates.filter((value) => perPart.every((values) => anyNear(values, value, COMPANION_REACH)));

  const spec = rule.spec;
  const checked = spec.entropy !== undefined || spec.validate !== undefined;
  // A token found by its own prefix (searched without keywords, or anchored at the prefix) is
  // surer than one found near a keyword.
  const prefixed = rule.parts.some(
    (part) => !part.spec.context && (part.after.length === 0 || part.spec.anchored === 'start'),
  );
  const base = spec.confidence ?? (prefixed ? DEFAULT_CONFIDENCE_PREFIXED : DEFAULT_CONFIDENCE_KEYWORD);
  const confidence = checked ? Math.min(0.99, base + 0.05) : base;
  const source: FindingSource = checked ? 'validator' : 'regex';
  return together.map((value) => ({ type: spec.type, start: value.start, end: value.end, confidence, source }));
}

/** Does some value of the list (sorted by start) start within `reach` of `value`? */
function anyNear(sorted: readonly Value[], value: Value, reach: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] as Value).start < value.start - reach) low = mid + 1;
    else high = mid;
  }
  const next = sorted[low];
  return next !== undefined && next.start <= value.end + reach;
}

function acceptable(rule: CompiledRule, value: string): boolean {
  const spec = rule.spec;
  if (isPlaceholder(value)) return false;
  if (rule.allow.some((pattern) => pattern.test(value))) return false;
  if (spec.entropy !== undefined && shannonEntropy(value) <= spec.entropy) return false;
  return spec.validate === undefined || spec.validate(value);
}
