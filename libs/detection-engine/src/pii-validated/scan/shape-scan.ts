import type { Detector, FindingSource, NormalizedText } from '../../types.ts';
import { type Anchor, startsFor } from './anchors.ts';
import { type Candidates, candidatesOf } from './candidates.ts';
import { type ContextMatcher, type Hit, isGlued, isWordChar, NO_WORD_AFTER, overlaps, toFindings } from './shared.ts';

export type { Anchor } from './anchors.ts';

/** One written form of an identifier and how much to trust it. */
export interface Shape {
  anchors: readonly Anchor[];
  /** Sticky pattern for the form, built with `form`, tried only where an anchor allows a start. */
  pattern: RegExp;
  /**
   * A test of a few characters from `start`, much cheaper than the pattern: where it says no, the
   * pattern is not tried. It must never refuse a start where the pattern would match.
   */
  quick?: (text: string, start: number) => boolean;
  /** The checksum or structural rule the matched text must pass. */
  valid: (value: string) => boolean;
  /** Confidence without supporting words nearby; 0 means the form needs them. */
  plain: number;
  withContext: number;
  /**
   * Confidence when the value is the whole message, with nothing around it but white space: the
   * sender hands over the identifier itself, so its checksum is the evidence there is. Set by how
   * rarely a random value of the form passes; defaults to `plain`.
   */
  alone?: number;
  source: FindingSource;
}

/**
 * A sticky, unicode pattern for `source` that cannot end inside a longer word. `source` must be a
 * constant of this folder with bounded quantifiers only. The start needs no look-behind: it is
 * only ever tried where an anchor starts a form, and scanShapes checks the character before it.
 */
export function form(source: string, flags = ''): RegExp {
  return new RegExp(`(?:${source})${NO_WORD_AFTER}`, `uy${flags}`);
}

/** A word character right before `pos`; candidates start after a non-alphanumeric, so mostly a quick no. */
function wordBefore(text: string, pos: number): boolean {
  const code = text.charCodeAt(pos - 1);
  return code < 128 ? code === 95 : isWordChar(text[pos - 1]);
}

const SPACE = /\s/;

/** Whether only white space surrounds [start, end). */
function isAlone(text: string, start: number, end: number): boolean {
  for (let pos = start - 1; pos >= 0; pos--) if (!SPACE.test(text[pos]!)) return false;
  for (let pos = end; pos < text.length; pos++) if (!SPACE.test(text[pos]!)) return false;
  return true;
}

/**
 * Runs the shapes in order; a later shape never reports text an earlier one already claimed.
 * Within a shape, matches never overlap: the next one is looked for after the end of the last,
 * whether that one passed its checks or not, as a global regular expression would.
 */
export function scanShapes(
  candidates: Candidates,
  type: string,
  shapes: readonly Shape[],
  context: ContextMatcher,
): Hit[] {
  const { text } = candidates;
  let claimed: Hit[] = [];
  for (const shape of shapes) {
    let hits: Hit[] | undefined;
    let searched = 0;
    const starts = startsFor(candidates, shape.anchors);
    for (let i = 0; i < starts.length; i++) {
      const start = starts[i]!;
      if (start < searched || wordBefore(text, start)) continue;
      if (shape.quick && !shape.quick(text, start)) continue;
      shape.pattern.lastIndex = start;
      if (!shape.pattern.test(text)) continue;
      const end = shape.pattern.lastIndex;
      searched = end;
      if (isGlued(text, start, end) || overlaps(claimed, start, end)) continue;
      // A form that counts only beside supporting words looks for them first: it is the rarer test.
      const supported = shape.plain === 0 ? context(text, start, end) : undefined;
      if (supported === false || !shape.valid(text.slice(start, end))) continue;
      const confidence =
        (supported ?? context(text, start, end))
          ? shape.withContext
          : shape.alone !== undefined && isAlone(text, start, end)
            ? shape.alone
            : shape.plain;
      if (confidence > 0) (hits ??= []).push({ type, start, end, confidence, source: shape.source });
    }
    if (hits) claimed = [...claimed, ...hits].sort((a, b) => a.start - b.start);
  }
  return claimed;
}

/** A detector for one entity type written in any of `shapes`. */
export function shapeDetector(name: string, type: string, shapes: readonly Shape[], context: ContextMatcher): Detector {
  return {
    name,
    emits: [{ category: 'pii', types: [type] }],
    detect: (input: NormalizedText) => toFindings(input, scanShapes(candidatesOf(input), type, shapes, context)),
  };
}
