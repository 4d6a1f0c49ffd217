import { DocumentError } from '../../document-error.ts';
import type { ExtractedDocument, Redaction, TextSegment } from '../../types.ts';
import type { PdfReading } from '../read/read-pdf.ts';
import { spanQuads } from './span-quads.ts';
import type { Quad } from './span-quads.ts';

/** What one page loses: boxes to paint, or the whole page when its text came from OCR. */
export interface PagePaint {
  quads: Quad[];
  whole: boolean;
}

export interface RedactionPlan {
  /** Page number (1-based) → what to paint on it; these pages are rasterised. */
  pages: Map<number, PagePaint>;
  /** Every removed value, to drop the annotations (links, comments) that carry one. */
  values: string[];
}

const lineKey = (segment: TextSegment) => `${segment.location.page}:${segment.location.line}`;

/**
 * Turns redactions of the caller's extraction into page paint and values to remove, against a
 * fresh reading of the same bytes. The caller's extraction may hold OCR segments a reading without
 * OCR lacks, so text-layer segments are matched by page, line and text rather than by index; one
 * that matches nothing means the extraction is not of this file, and nothing is half-redacted.
 */
export function planRedaction(
  extracted: ExtractedDocument,
  reading: PdfReading,
  redactions: Redaction[],
): RedactionPlan {
  const pages = new Map<number, PagePaint>();
  const values: string[] = [];
  const byLine = new Map<string, number>();
  reading.document.segments.forEach((segment, index) => {
    if (segment.part === 'body') byLine.set(lineKey(segment), index);
  });
  const paint = (page: number) => {
    const existing = pages.get(page) ?? { quads: [], whole: false };
    pages.set(page, existing);
    return existing;
  };
  for (const redaction of redactions) {
    const segment = extracted.segments[redaction.segment];
    const { start, end } = redaction;
    if (segment === undefined || !(start >= 0 && start < end && end <= segment.text.length)) {
      throw new DocumentError('corrupt', `redaction ${redaction.segment}:${start}-${end} lies outside the extraction`);
    }
    const value = segment.text.slice(start, end);
    if (value.trim().length > 0) values.push(value);
    const page = segment.location.page;
    if (segment.part === 'ocr' && page !== undefined) {
      // OCR gives text without positions: the only way to remove a value read from a scan is to
      // paint the whole page.
      paint(page).whole = true;
    } else if (segment.part === 'body') {
      const line = reading.lines.get(byLine.get(lineKey(segment)) ?? -1);
      if (page === undefined || line === undefined || line.text !== segment.text) {
        throw new DocumentError('corrupt', 'the extraction does not match this file');
      }
      paint(page).quads.push(...spanQuads(line, start, end));
    }
    // Metadata is cleared whole in every redacted copy; links and comments go by `values`.
  }
  return { pages, values };
}

const digits = (text: string) => text.replace(/\D/g, '');

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether `text` (a link target, a comment) carries one of `values`: as written, URL-decoded
 * (mailto:jane%40example.com), or as the same digits (tel:+442079460958 for +44 20 7946 0958).
 */
export function carriesValue(text: string, values: string[]): boolean {
  const plain = decoded(text).toLowerCase();
  const textDigits = digits(text);
  return values.some((value) => {
    const wanted = value.trim().toLowerCase();
    if (plain.includes(wanted) || text.toLowerCase().includes(wanted)) return true;
    const valueDigits = digits(value);
    // Short digit runs (a house number) would match too much by digits alone.
    return valueDigits.length >= 6 && textDigits.includes(valueDigits);
  });
}
