import type { Span } from '../finding.ts';

/** Where a street address starts and ends beyond its street: a building number or unit before it, a crossing street. */

/** "28245 Puruntie 82", "Apt. 675 62314 Mellemvej 32": a building number or a unit written before the street. */
const NUMBER_BEFORE =
  /(?<![\p{L}\p{N}.,:/#-])(?:(?:apt|suite|unit|flat)\.?[ \t]?\d{1,5}[a-z]?[ \t]+)?\d{1,6}[A-Za-z]?[ \t]+$/iu;
/** "Leon and Eyrarodda 66", "the corner of Kuusiku 7 and Alexander Flat": a crossing of two streets. */
const CROSSING_BEFORE =
  /(?<![\p{L}])(?:the corner of[ \t]+)?(?:\p{Lu}[\p{L}\p{M}'’.-]*[ \t]+){0,2}\p{Lu}[\p{L}\p{M}'’.-]*[ \t]+and[ \t]+$/u;
const CORNER_BEFORE = /(?<![\p{L}])the corner of[ \t]+$/iu;
const CROSSING_AFTER =
  /^[ \t]+and[ \t]+(?:\p{Lu}[\p{L}\p{M}'’-]*[ \t]+){0,2}\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]+(?:St\.|Street|Rd\.|Road))?/u;

/** Where `pattern` (anchored at the end) matches in the `width` characters before `index`, or `index`. */
function startBefore(text: string, index: number, width: number, pattern: RegExp): number {
  const from = Math.max(0, index - width);
  const match = pattern.exec(text.slice(from, index));
  return match === null ? index : from + match.index;
}

/** Moves an address's start back over a building number, a unit, or the first street of a crossing. */
export function extendStart(text: string, span: Span): Span {
  let start = /^\d/.test(text[span.start] ?? '') ? span.start : startBefore(text, span.start, 24, NUMBER_BEFORE);
  let { end } = span;
  const corner = startBefore(text, start, 16, CORNER_BEFORE);
  if (corner < start) {
    end += CROSSING_AFTER.exec(text.slice(end, end + 60))?.[0].length ?? 0;
    start = corner;
  } else {
    start = startBefore(text, start, 80, CROSSING_BEFORE);
  }
  return start === span.start && end === span.end ? span : { ...span, start, end };
}
