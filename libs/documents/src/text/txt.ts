import { DocumentError } from '../document-error.ts';
import { applySpans } from '../office/redaction/targets.ts';
import { DEFAULT_DOCUMENT_LIMITS } from '../types.ts';
import type { DocumentLimits, ExtractOptions, ExtractedDocument, Redaction, TextSegment } from '../types.ts';
import type { DecodedText } from './decode-text.ts';
import { decodeText, encodeText } from './decode-text.ts';
import type { TextLine } from './lines.ts';
import { splitLines } from './lines.ts';
import { spansBySegment, spliceAll } from './text-redaction.ts';

/** Decodes a text file within the limits; an empty file is an empty text, not an error. */
export function readText(bytes: Buffer, limits: DocumentLimits): DecodedText {
  if (bytes.length > limits.maxBytes) throw new DocumentError('too-large', `over ${limits.maxBytes} bytes`);
  const decoded = decodeText(bytes);
  if (decoded.text.length > limits.maxTextChars) {
    throw new DocumentError('too-complex', `more than ${limits.maxTextChars} characters of text`);
  }
  return decoded;
}

function lineSegments(text: string): { lines: TextLine[]; segments: TextSegment[] } {
  const lines = splitLines(text)
    .map((line, i) => ({ ...line, number: i + 1 }))
    .filter((line) => line.text.trim() !== '');
  const segments = lines.map((line): TextSegment => ({
    text: line.text,
    part: 'body',
    location: { line: line.number },
  }));
  return { lines, segments };
}

/** One segment per non-blank line, `{line}` counting from 1 (blank lines count). */
export async function extractTxt(bytes: Buffer, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const { text } = readText(bytes, options.limits ?? DEFAULT_DOCUMENT_LIMITS);
  return { type: 'txt', pageCount: null, segments: lineSegments(text).segments };
}

/** The same text with each span replaced, in its own encoding, byte-order mark and line breaks. */
export async function redactTxt(
  bytes: Buffer,
  extracted: ExtractedDocument,
  redactions: readonly Redaction[],
  options: ExtractOptions = {},
): Promise<Buffer> {
  const { text, encoding } = readText(bytes, options.limits ?? DEFAULT_DOCUMENT_LIMITS);
  const { lines, segments } = lineSegments(text);
  const spans = spansBySegment(extracted, segments, redactions);
  if (redactions.length === 0) return bytes;
  const edits = lines.flatMap((line, i) => {
    const found = spans[i] ?? [];
    return found.length === 0
      ? []
      : [{ start: line.start, end: line.start + line.text.length, text: applySpans(line.text, found) }];
  });
  return encodeText(spliceAll(text, edits), encoding);
}
