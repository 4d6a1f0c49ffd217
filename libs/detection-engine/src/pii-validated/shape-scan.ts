import type { Detector, FindingSource, NormalizedText } from '../types.ts';
import { type ContextMatcher, type Hit, isGlued, NO_WORD_AFTER, NO_WORD_BEFORE, toFindings } from './shared.ts';

/** One written form of an identifier and how much to trust it. */
export interface Shape {
  /** Global pattern for the form, built with `bounded` so it never starts or ends inside a word. */
  pattern: RegExp;
  /** The checksum or structural rule the matched text must pass. */
  valid: (value: string) => boolean;
  /** Confidence without supporting words nearby; 0 means the form needs them. */
  plain: number;
  withContext: number;
  source: FindingSource;
}

/**
 * A global, unicode pattern for `source` that cannot start or end inside a longer word. `source`
 * must be a constant of this folder with bounded quantifiers only.
 */
export function bounded(source: string, flags = ''): RegExp {
  return new RegExp(`${NO_WORD_BEFORE}(?:${source})${NO_WORD_AFTER}`, `gu${flags}`);
}

/** Whether [start, end) overlaps one of `claimed` (disjoint, sorted by start): a binary search. */
function overlaps(claimed: readonly Hit[], start: number, end: number): boolean {
  let low = 0;
  let high = claimed.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (claimed[middle]!.start < end) low = middle + 1;
    else high = middle;
  }
  return low > 0 && claimed[low - 1]!.end > start;
}

/** Runs the shapes in order; a later shape never reports text an earlier one already claimed. */
export function scanShapes(text: string, type: string, shapes: readonly Shape[], context: ContextMatcher): Hit[] {
  let claimed: Hit[] = [];
  for (const shape of shapes) {
    const hits: Hit[] = [];
    for (const match of text.matchAll(shape.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (isGlued(text, start, end) || !shape.valid(match[0]) || overlaps(claimed, start, end)) continue;
      const confidence = context(text, start, end) ? shape.withContext : shape.plain;
      if (confidence > 0) hits.push({ type, start, end, confidence, source: shape.source });
    }
    claimed = [...claimed, ...hits].sort((a, b) => a.start - b.start);
  }
  return claimed;
}

/** A detector for one entity type written in any of `shapes`. */
export function shapeDetector(name: string, type: string, shapes: readonly Shape[], context: ContextMatcher): Detector {
  return {
    name,
    category: 'pii',
    detect: (input: NormalizedText) => toFindings(input, scanShapes(input.text, type, shapes, context)),
  };
}
