import type { Span } from '../finding.ts';

/**
 * Postal blocks: "Anna Berg / Acme Widgets / 12 High Street / Leeds". By the convention of a postal
 * address, the line just above the street that is not the addressee's name is the organisation.
 */

/** Quote marks, bullets and markers that open a line of a pasted block ("> ", "??? ", "- "). */
const MARKERS = /^[ \t>?*•\-|]*/;
/** A company line: up to six words of letters, joined by spaces, hyphens, "&", "and" or commas. */
const COMPANY_LINE = /^[\p{L}][\p{L}\p{M}'’.&-]*(?:,?[ \t]+[\p{L}\p{M}'’.&-]+){0,5}$/u;
/** A job title in sentence case ("Leasing consultant"): a lower-case word after a capitalised one. */
const SENTENCE_CASE = /^\p{Lu}\p{Ll}*[ \t]+(?:\p{Ll}+[ \t]*)+$/u;

interface Line {
  start: number;
  end: number;
  /** Where the words begin, after the markers. */
  from: number;
}

function lineBefore(text: string, lineStart: number): Line | undefined {
  if (lineStart === 0) return undefined;
  const end = lineStart - 1;
  const start = text.lastIndexOf('\n', end - 1) + 1;
  const from = start + (MARKERS.exec(text.slice(start, end))?.[0].length ?? 0);
  return { start, end: text[end - 1] === '\r' ? end - 1 : end, from };
}

const isBlank = (text: string, line: Line): boolean => line.from >= line.end;

/**
 * Organisation lines above the street lines of postal blocks; `spans` are the decided spans,
 * sorted by start.
 */
export function blockOrganizations(text: string, spans: readonly Span[]): Span[] {
  if (!text.includes('\n')) return [];
  const found: Span[] = [];
  const covered = (line: Line): Span | undefined => spans.find((span) => span.start < line.end && span.end > line.from);
  const lowerCaseText = !/\p{Lu}/u.test(text);
  for (const street of spans) {
    if (street.type !== 'LOCATION' || !/\d/.test(text.slice(street.start, street.end))) continue;
    const lineStart = text.lastIndexOf('\n', street.start - 1) + 1;
    // The street opens its line, after any markers.
    if (MARKERS.exec(text.slice(lineStart, street.start))?.[0].length !== street.start - lineStart) continue;
    let line = lineBefore(text, lineStart);
    while (line !== undefined && isBlank(text, line)) line = lineBefore(text, line.start);
    if (line === undefined || covered(line) !== undefined) continue;
    const value = text.slice(line.from, line.end).trim();
    if (!COMPANY_LINE.test(value) || (!lowerCaseText && (SENTENCE_CASE.test(value) || !/^\p{Lu}/u.test(value))))
      continue;
    found.push({
      type: 'ORGANIZATION',
      start: line.from,
      end: line.from + value.length,
      confidence: 0.6,
      source: 'nlp',
    });
  }
  return found;
}
