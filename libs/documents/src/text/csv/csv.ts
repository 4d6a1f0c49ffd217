import { applySpans } from '../../office/redaction/targets.ts';
import { encodeText } from '../decode-text.ts';
import { DEFAULT_DOCUMENT_LIMITS } from '../../types.ts';
import type { ExtractOptions, ExtractedDocument, Redaction, TextSegment } from '../../types.ts';
import { spansBySegment, spliceAll } from '../text-redaction.ts';
import { readText } from '../txt.ts';
import type { CsvField } from './csv-fields.ts';
import { csvFields, csvRaw } from './csv-fields.ts';
import { chooseDelimiter } from './sniff-delimiter.ts';

// The delimiter is judged on this much text, quotes respected.
const SAMPLE_CHARS = 64 * 1024;

interface CsvCells {
  delimiter: string;
  fields: CsvField[];
  segments: TextSegment[];
}

function readCells(text: string): CsvCells {
  const delimiter = chooseDelimiter(text.slice(0, SAMPLE_CHARS), text.length > SAMPLE_CHARS);
  const fields: CsvField[] = [];
  const segments: TextSegment[] = [];
  for (const field of csvFields(text, delimiter)) {
    if (field.value.trim() === '') continue;
    fields.push(field);
    segments.push({ text: field.value, part: 'cell', location: { row: field.row, column: field.column } });
  }
  return { delimiter, fields, segments };
}

/**
 * One `cell` segment per non-blank field, `{row, column}` counting from 1, the header row
 * included; the delimiter (comma, semicolon, tab, pipe) is sniffed, the encoding detected.
 */
export async function extractCsv(bytes: Buffer, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const { text } = readText(bytes, options.limits ?? DEFAULT_DOCUMENT_LIMITS);
  return { type: 'csv', pageCount: null, segments: readCells(text).segments };
}

/**
 * The same file with each span replaced: only the redacted fields are rewritten (quoted if they
 * were or now must be); encoding, byte-order mark, delimiter and line breaks stay.
 */
export async function redactCsv(
  bytes: Buffer,
  extracted: ExtractedDocument,
  redactions: readonly Redaction[],
  options: ExtractOptions = {},
): Promise<Buffer> {
  const { text, encoding } = readText(bytes, options.limits ?? DEFAULT_DOCUMENT_LIMITS);
  const { delimiter, fields, segments } = readCells(text);
  const spans = spansBySegment(extracted, segments, redactions);
  if (redactions.length === 0) return bytes;
  const edits = fields.flatMap((field, i) => {
    const found = spans[i] ?? [];
    if (found.length === 0) return [];
    return [
      { start: field.start, end: field.end, text: csvRaw(applySpans(field.value, found), delimiter, field.quoted) },
    ];
  });
  return encodeText(spliceAll(text, edits), encoding);
}
