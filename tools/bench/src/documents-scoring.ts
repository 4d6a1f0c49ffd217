import { typeMatches } from './pii-types.ts';

/**
 * How the document benchmark compares what analyzeDocument reported with the manifest, and how it
 * searches a redacted copy. Values go in; counts and types come out.
 */

/** A reported entity: offsets into the document's segments joined by newlines. */
export interface ReportedSpan {
  start: number;
  end: number;
  type: string;
  action: string;
}

/** What became of one expected value. */
export interface ValueOutcome {
  type: string;
  /** The value reads in the extracted text (case and runs of whitespace aside). */
  inText: boolean;
  /** A reported entity overlaps one of its occurrences. */
  found: boolean;
  /** ... and that entity's type is the expected one (or an accepted alias). */
  foundAsType: boolean;
  /** A masked entity overlaps one of its occurrences: the redacted copy must not hold it. */
  masked: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordsPattern = (value: string) => value.trim().split(/\s+/).map(escapeRegExp).join('\\s+');

/** Where a value reads in a text, case aside; a line break where the value has a space still matches. */
export function occurrences(text: string, value: string): { start: number; end: number }[] {
  if (value.trim() === '') return [];
  return [...text.matchAll(new RegExp(wordsPattern(value), 'giu'))].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

export function scoreValue(text: string, type: string, value: string, spans: readonly ReportedSpan[]): ValueOutcome {
  const hits = occurrences(text, value);
  const over = (pick: (s: ReportedSpan) => boolean) =>
    hits.some((h) => spans.some((s) => pick(s) && s.start < h.end && h.start < s.end));
  return {
    type,
    inText: hits.length > 0,
    found: over(() => true),
    foundAsType: over((s) => typeMatches(type, s.type)),
    masked: over((s) => s.action === 'mask'),
  };
}

export interface ValueTally {
  values: number;
  inText: number;
  found: number;
  foundAsType: number;
}

export function tallyValues(outcomes: readonly ValueOutcome[]): ValueTally {
  return {
    values: outcomes.length,
    inText: outcomes.filter((o) => o.inText).length,
    found: outcomes.filter((o) => o.found).length,
    foundAsType: outcomes.filter((o) => o.foundAsType).length,
  };
}

/** Per expected type: values missed because extraction lost them, because nothing covered them, or found as another type. */
export interface TypeMisses {
  values: number;
  notInText: number;
  notFound: number;
  otherType: number;
}

export function missesByType(outcomes: readonly ValueOutcome[]): Map<string, TypeMisses> {
  const byType = new Map<string, TypeMisses>();
  for (const o of outcomes) {
    const m = byType.get(o.type) ?? { values: 0, notInText: 0, notFound: 0, otherType: 0 };
    m.values += 1;
    if (!o.inText) m.notInText += 1;
    else if (!o.found) m.notFound += 1;
    else if (!o.foundAsType) m.otherType += 1;
    byType.set(o.type, m);
  }
  return byType;
}

/** The expected types no reported type satisfies. */
export const missingTypes = (expect: readonly string[], reported: readonly string[]): string[] =>
  [...new Set(expect)].filter((type) => !reported.some((r) => typeMatches(type, r)));

/** The text of each masked span, cut at line breaks (a span across segments is removed piece by piece), distinct. */
export function maskedPieces(text: string, spans: readonly ReportedSpan[]): string[] {
  const pieces = spans
    .filter((s) => s.action === 'mask')
    .flatMap((s) => text.slice(s.start, s.end).split('\n'))
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return [...new Set(pieces)];
}

/**
 * Values a search of raw bytes can look for without matching by chance: three characters with a
 * letter, or six without (the bound the redactor's own sweep uses).
 */
export const searchable = (value: string): boolean => value.trim().length >= (/\p{L}/u.test(value) ? 3 : 6);

const xmlEscaped = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The values some haystack still holds: whole words (no letter or digit either side), case and
 * runs of whitespace aside, as written or XML-escaped.
 */
export function residues(haystacks: readonly string[], values: readonly string[]): string[] {
  return values.filter((value) => {
    const forms = [...new Set([value, xmlEscaped(value)])].map(wordsPattern).join('|');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms})(?![\\p{L}\\p{N}])`, 'iu');
    return haystacks.some((h) => pattern.test(h));
  });
}

/** The index of the segment an offset of the joined text falls in (segments joined by one newline). */
export function segmentAt(lengths: readonly number[], offset: number): number {
  let start = 0;
  for (const [index, length] of lengths.entries()) {
    if (offset < start + length + 1) return index;
    start += length + 1;
  }
  return lengths.length - 1;
}
