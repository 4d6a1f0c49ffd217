import { describe, expect, it, vi } from 'vitest';
import type { PageOcr } from '../../types.ts';
import { extractPdf } from './read-pdf.ts';
import { AUTHOR, EMAIL, KEPT_LINK, KEPT_TEXT, PHONE, samplePdf } from '../test-support/test-pdfs.ts';

describe('extractPdf', () => {
  it('reads one body segment per line, top to bottom, with its page and line', async () => {
    const document = await extractPdf(await samplePdf());
    expect(document.type).toBe('pdf');
    expect(document.pageCount).toBe(3);
    const body = document.segments.filter((segment) => segment.part === 'body');
    expect(body).toEqual([
      { text: 'Customer record', part: 'body', location: { page: 1, line: 1 } },
      { text: `Contact: ${EMAIL} (work)`, part: 'body', location: { page: 1, line: 2 } },
      { text: `Phone: ${PHONE}`, part: 'body', location: { page: 1, line: 3 } },
      { text: KEPT_TEXT, part: 'body', location: { page: 2, line: 1 } },
    ]);
  });

  it('reads link targets and comments with their page', async () => {
    const { segments } = await extractPdf(await samplePdf());
    expect(segments.filter((segment) => segment.part === 'link')).toEqual([
      { text: `mailto:${EMAIL}`, part: 'link', location: { page: 1 } },
      { text: KEPT_LINK, part: 'link', location: { page: 2 } },
      { text: `mailto:${EMAIL}?subject=hello`, part: 'link', location: { page: 2 } },
    ]);
    expect(segments.filter((segment) => segment.part === 'comment')).toEqual([
      { text: `Ask ${EMAIL} about this`, part: 'comment', location: { page: 2 } },
    ]);
  });

  it('reads the Info dictionary and XMP as metadata, a value found in both once', async () => {
    const { segments } = await extractPdf(await samplePdf());
    const metadata = segments.filter((segment) => segment.part === 'metadata').map((segment) => segment.text);
    expect(metadata.filter((text) => text === AUTHOR)).toHaveLength(1);
    expect(metadata).toContain('Customer record');
  });

  it('gives a page without a text layer to the OCR as a PNG, and its lines become ocr segments', async () => {
    const ocr = vi.fn<PageOcr>(async () => 'SCANNED LINE ONE\n\n  SCANNED LINE TWO \n');
    const { segments } = await extractPdf(await samplePdf(), { ocr });
    expect(ocr).toHaveBeenCalledTimes(1);
    const png = ocr.mock.calls[0]?.[0];
    expect(png?.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    expect(segments.filter((segment) => segment.part === 'ocr')).toEqual([
      { text: 'SCANNED LINE ONE', part: 'ocr', location: { page: 3, line: 1 } },
      { text: 'SCANNED LINE TWO', part: 'ocr', location: { page: 3, line: 2 } },
    ]);
  });

  it('passes an OCR failure through unchanged: it says nothing about the file', async () => {
    const down = new Error('engine down');
    await expect(extractPdf(await samplePdf(), { ocr: () => Promise.reject(down) })).rejects.toBe(down);
  });

  it('without an OCR, a scanned page contributes no text', async () => {
    const { segments } = await extractPdf(await samplePdf());
    expect(segments.some((segment) => segment.location.page === 3)).toBe(false);
  });
});
