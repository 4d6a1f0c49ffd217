import type { CheckTarget } from './checks.ts';
import { birthDate, expiryDate } from './dates.ts';
import type { Layout, Span } from './layouts.ts';
import type { NormalLine } from './normalise.ts';
import type { MrzField, MrzFieldName, MrzRange } from './types.ts';

type Fields = Partial<Record<MrzFieldName, MrzField>>;

/** Maps MRZ columns to offsets in the joined text and to columns of the raw OCR lines. */
export class RangeMapper {
  private readonly lines: readonly NormalLine[];
  private readonly lineStarts: number[];
  constructor(lines: readonly NormalLine[]) {
    this.lines = lines;
    this.lineStarts = lines.map((_, i) => lines.slice(0, i).reduce((n, l) => n + l.text.length + 1, 0));
  }

  range(line: number, start: number, end: number): MrzRange {
    const source = this.lines[line]!;
    return {
      line,
      start,
      end,
      textStart: this.lineStarts[line]! + start,
      textEnd: this.lineStarts[line]! + end,
      sourceLine: source.source,
      sourceStart: source.origin[start]!,
      sourceEnd: source.origin[end - 1]! + 1,
    };
  }
}

/** Where a document number that overflows into the optional data goes on (before its check digit). */
function overflowOf(layout: Layout, targets: readonly CheckTarget[]): Span | null {
  const doc = targets.find((t) => t.name === 'documentNumber');
  const field = layout.fields.find((f) => f.name === 'documentNumber');
  if (!doc || !field || doc.covered.length <= field.end - field.start) return null;
  const tail = doc.covered.slice(field.end - field.start);
  return { line: tail[0]!.line, start: tail[0]!.column, end: tail.at(-1)!.column + 1 };
}

/** The part of a span that is not filler, or null when it is all filler. */
function trimmed(lines: readonly string[], s: Span): Span | null {
  const text = lines[s.line]!.slice(s.start, s.end);
  const first = text.search(/[^<]/);
  if (first < 0) return null;
  const last = text.length - /<*$/.exec(text)![0].length;
  return { line: s.line, start: s.start + first, end: s.start + last };
}

const valueOf = (lines: readonly string[], s: Span) => lines[s.line]!.slice(s.start, s.end).replace(/<+/g, ' ').trim();

/**
 * The fields of a layout read from repaired lines. The ICAO name field is split at its first `<<`
 * into surname and given names; the document number follows its check digit into the optional data
 * when it overflows, and that optional data then starts after the number's check digit.
 */
export function readFields(
  lines: readonly string[],
  layout: Layout,
  targets: readonly CheckTarget[],
  mapper: RangeMapper,
  today: Date,
): Fields {
  const fields: Fields = {};
  const put = (name: MrzFieldName, spans: (Span | null)[]) => {
    const kept = spans.filter((s): s is Span => s !== null);
    if (kept.length === 0) return;
    const value = kept.map((s) => valueOf(lines, s)).join('');
    fields[name] = { value, ranges: kept.map((s) => mapper.range(s.line, s.start, s.end)) };
  };
  const overflow = overflowOf(layout, targets);
  for (const f of layout.fields) {
    if (f.name === 'names') {
      const text = lines[f.line]!.slice(f.start, f.end);
      const separator = text.indexOf('<<');
      const split = separator < 0 ? f.end : f.start + separator;
      put('surname', [trimmed(lines, { ...f, end: split })]);
      put('givenNames', [trimmed(lines, { ...f, start: Math.min(split + 2, f.end) })]);
    } else if (f.name === 'documentNumber' && overflow) {
      put(f.name, [trimmed(lines, f), overflow]);
    } else if (overflow && f.line === overflow.line && f.start === overflow.start) {
      put(f.name, [trimmed(lines, { ...f, start: overflow.end + 1 })]);
    } else {
      put(f.name, [trimmed(lines, f)]);
    }
  }
  const dated = (name: 'birthDate' | 'expiryDate', toIso: (yymmdd: string, today: Date) => string | undefined) => {
    const field = fields[name];
    const iso = field && toIso(field.value, today);
    if (field && iso) field.date = iso;
  };
  dated('birthDate', birthDate);
  dated('expiryDate', expiryDate);
  return fields;
}
