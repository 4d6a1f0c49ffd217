import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../document-error.ts';
import type { ExtractedDocument, Redaction, TextSegment } from '../../types.ts';
import { pdfRawText } from '../test-support/pdf-raw-text.ts';
import { extractPdf } from '../read/read-pdf.ts';
import { redactPdf } from './redact-pdf.ts';
import { AUTHOR, EMAIL, KEPT_LINK, KEPT_TEXT, PHONE, rotatedPdf, samplePdf } from '../test-support/test-pdfs.ts';
import { darkAt, valueCentre } from '../test-support/test-pixels.ts';

/** Redactions of every occurrence of `value` in the segments `where` accepts. */
function redactionsOf(
  document: ExtractedDocument,
  value: string,
  where: (segment: TextSegment) => boolean = () => true,
): Redaction[] {
  return document.segments.flatMap((segment, index) => {
    const start = segment.text.indexOf(value);
    return start >= 0 && where(segment)
      ? [{ segment: index, start, end: start + value.length, placeholder: '[X]' }]
      : [];
  });
}

const texts = (document: ExtractedDocument) => document.segments.map((segment) => segment.text).join('\n');

async function pageSizes(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => [page.getWidth(), page.getHeight(), page.getRotation().angle]);
}

describe('redactPdf', () => {
  it('leaves no redacted value in the text, metadata, links or raw bytes, and keeps the other pages as text', async () => {
    const original = await samplePdf();
    const extracted = await extractPdf(original);
    const redactions = [
      ...redactionsOf(extracted, EMAIL, (segment) => segment.part === 'body'),
      ...redactionsOf(extracted, PHONE),
      ...redactionsOf(extracted, AUTHOR, (segment) => segment.part === 'metadata'),
    ];
    // The search helper finds every value in the original: its silence on the output means something.
    for (const value of [EMAIL, PHONE, AUTHOR]) expect(pdfRawText(original)).toContain(value);

    const redacted = await redactPdf(original, extracted, redactions);

    const again = await extractPdf(redacted);
    for (const value of [EMAIL, PHONE, AUTHOR]) {
      expect(texts(again)).not.toContain(value);
      expect(pdfRawText(redacted)).not.toContain(value);
    }
    expect(again.segments).toContainEqual({ text: KEPT_TEXT, part: 'body', location: { page: 2, line: 1 } });
    expect(again.segments).toContainEqual({ text: KEPT_LINK, part: 'link', location: { page: 2 } });
    expect(again.segments.filter((segment) => segment.part === 'metadata')).toEqual([]);
    expect(again.pageCount).toBe(3);
    expect(await pageSizes(redacted)).toEqual(await pageSizes(original));
  });

  it('replaces a page holding a redacted span by an image: it keeps no text, and the span is painted black', async () => {
    const original = await samplePdf();
    const extracted = await extractPdf(original);
    const redacted = await redactPdf(
      original,
      extracted,
      redactionsOf(extracted, EMAIL, (s) => s.part === 'body'),
    );
    const again = await extractPdf(redacted);
    expect(again.segments.filter((segment) => segment.location.page === 1)).toEqual([]);
    const centre = await valueCentre(original, EMAIL);
    expect(await darkAt(redacted, 1, centre)).toBe(true);
    expect(await darkAt(redacted, 1, { x: 300, y: 100 })).toBe(false);
  });

  it('paints the right place on a rotated page and keeps its rotation', async () => {
    const original = await rotatedPdf();
    const extracted = await extractPdf(original);
    const redacted = await redactPdf(original, extracted, redactionsOf(extracted, EMAIL));
    expect(await pageSizes(redacted)).toEqual([[400, 300, 90]]);
    expect(await darkAt(redacted, 1, await valueCentre(original, EMAIL))).toBe(true);
    expect(await darkAt(redacted, 1, { x: 350, y: 40 })).toBe(false);
  });

  it('honours a metadata-only redaction without touching the pages', async () => {
    const original = await samplePdf();
    const extracted = await extractPdf(original);
    const redacted = await redactPdf(
      original,
      extracted,
      redactionsOf(extracted, AUTHOR, (s) => s.part === 'metadata'),
    );
    expect(pdfRawText(redacted)).not.toContain(AUTHOR);
    const again = await extractPdf(redacted);
    expect(again.segments.filter((segment) => segment.part === 'body')).toEqual(
      extracted.segments.filter((segment) => segment.part === 'body'),
    );
  });

  it('honours a link-only redaction: every link and comment carrying the value goes, the text stays', async () => {
    const original = await samplePdf();
    const extracted = await extractPdf(original);
    const redacted = await redactPdf(
      original,
      extracted,
      redactionsOf(extracted, EMAIL, (s) => s.part === 'link'),
    );
    const again = await extractPdf(redacted);
    expect(again.segments.filter((segment) => segment.part === 'link').map((segment) => segment.text)).toEqual([
      KEPT_LINK,
    ]);
    expect(again.segments.filter((segment) => segment.part === 'comment')).toEqual([]);
    expect(again.segments).toContainEqual({
      text: `Contact: ${EMAIL} (work)`,
      part: 'body',
      location: { page: 1, line: 2 },
    });
  });

  it('paints the whole page when the value was read by OCR, which gives no positions', async () => {
    const original = await samplePdf();
    const extracted = await extractPdf(original, { ocr: async () => `Scanned ${EMAIL}` });
    const redacted = await redactPdf(
      original,
      extracted,
      redactionsOf(extracted, EMAIL, (s) => s.part === 'ocr'),
    );
    expect(await darkAt(redacted, 3, { x: 30, y: 30 })).toBe(true);
    expect((await extractPdf(redacted)).segments).toContainEqual(extracted.segments[1]);
  });

  it('refuses an extraction of another file rather than redact the wrong place', async () => {
    const extracted = await extractPdf(await rotatedPdf());
    const redactions = redactionsOf(extracted, EMAIL);
    await expect(redactPdf(await samplePdf(), extracted, redactions)).rejects.toMatchObject({ failure: 'corrupt' });
    const outside = [{ segment: 99, start: 0, end: 1, placeholder: '[X]' }];
    await expect(redactPdf(await samplePdf(), extracted, outside)).rejects.toBeInstanceOf(DocumentError);
  });

  it('returns the file unchanged when there is nothing to redact', async () => {
    const original = await samplePdf();
    expect((await redactPdf(original, await extractPdf(original), [])).equals(original)).toBe(true);
  });
});
