import { afterAll, describe, expect, it, vi } from 'vitest';
import { documentCodec } from '../codec.ts';
import { DocumentError } from '../document-error.ts';
import { redactionOf } from '../office/test-support.ts';
import { encryptedPdf } from '../pdf/test-support/test-hand-written-pdfs.ts';
import { samplePdf } from '../pdf/test-support/test-pdfs.ts';
import type { DocumentType, PageOcr } from '../types.ts';
import { createWorkerCodec } from './worker-codec.ts';
import { FORMAT_SAMPLES } from '../testing.ts';

const samples = FORMAT_SAMPLES;
const SCAN_TEXT = 'SCANNED LINE ONE\nSCANNED LINE TWO';

const codec = createWorkerCodec({ threads: 2 });
afterAll(() => codec.close());

describe('createWorkerCodec: the same results as the in-thread codec', { timeout: 60_000 }, () => {
  it.each(samples)('%s: sniff, extract and redact', async (type, sample, email) => {
    const bytes = await sample();
    const original = Buffer.from(bytes);
    expect(codec.sniff(bytes)).toBe(type);
    const extracted = await codec.extract(bytes, type, {});
    const expected = await documentCodec.extract(bytes, type, {});
    expect(extracted).toEqual(expected);
    expect(JSON.stringify(extracted)).toBe(JSON.stringify(expected));

    const redactions = [redactionOf(extracted, email, '[EMAIL_ADDRESS]')];
    const redacted = await codec.redact(bytes, extracted, redactions);
    const reread = await documentCodec.extract(redacted, type, {});
    const rereadExpected = await documentCodec.extract(
      await documentCodec.redact(bytes, expected, redactions),
      type,
      {},
    );
    expect(reread).toEqual(rereadExpected);
    expect(reread.segments.map((segment) => segment.text).join('\n')).not.toContain(email);
    // The caller's buffer is copied for the worker, never handed over (detached).
    expect(bytes.equals(original)).toBe(true);
  });

  it('sends a scanned page to the OCR on this thread and its text comes back as ocr segments', async () => {
    const ocr = vi.fn<PageOcr>(async () => SCAN_TEXT);
    const bytes = await samplePdf();
    const extracted = await codec.extract(bytes, 'pdf', { ocr });
    expect(ocr).toHaveBeenCalledTimes(1);
    expect(ocr.mock.calls[0]?.[0].subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    expect(extracted.segments.filter((segment) => segment.part === 'ocr')).toEqual([
      { text: 'SCANNED LINE ONE', part: 'ocr', location: { page: 3, line: 1 } },
      { text: 'SCANNED LINE TWO', part: 'ocr', location: { page: 3, line: 2 } },
    ]);
    expect(extracted).toEqual(await documentCodec.extract(bytes, 'pdf', { ocr }));
  });

  it("uses the codec's OCR when a call brings none, and a call's own OCR instead of it", async () => {
    const shared = vi.fn<PageOcr>(async () => 'FROM THE CODEC');
    const own = vi.fn<PageOcr>(async () => 'FROM THE CALL');
    const withOcr = createWorkerCodec({ threads: 1, ocr: shared });
    try {
      const bytes = await samplePdf();
      const ocrText = async (ocr?: PageOcr) =>
        (await withOcr.extract(bytes, 'pdf', { ocr })).segments.filter((s) => s.part === 'ocr').map((s) => s.text);
      expect(await ocrText()).toEqual(['FROM THE CODEC']);
      expect(await ocrText(own)).toEqual(['FROM THE CALL']);
      expect(shared).toHaveBeenCalledTimes(1);
      expect(own).toHaveBeenCalledTimes(1);
    } finally {
      await withOcr.close();
    }
  });

  it("passes the OCR's own failure through unchanged, as in-thread", async () => {
    const down = new Error('engine down');
    await expect(codec.extract(await samplePdf(), 'pdf', { ocr: () => Promise.reject(down) })).rejects.toBe(down);
  });

  it('re-creates a DocumentError thrown in the worker with its failure and detail', async () => {
    const cases: [Buffer, DocumentType][] = [
      [encryptedPdf(), 'pdf'],
      [Buffer.from('%PDF-1.7 not really'), 'pdf'],
      [Buffer.from('PK\x03\x04 broken zip', 'latin1'), 'docx'],
    ];
    for (const [bytes, type] of cases) {
      const expected = await documentCodec.extract(bytes, type, {}).catch((error: unknown) => error);
      const error = await codec.extract(bytes, type, {}).catch((error: unknown) => error);
      expect(expected).toBeInstanceOf(DocumentError);
      expect(error).toBeInstanceOf(DocumentError);
      expect(error).toMatchObject({
        failure: (expected as DocumentError).failure,
        detail: (expected as DocumentError).detail,
      });
    }
  });

  it('turns any other error into a bare Error naming its class, never its message', async () => {
    const bytes = Buffer.from('Secret Name here\n');
    const extracted = await codec.extract(bytes, 'txt', {});
    const outside = [{ segment: 0, start: 0, end: 99, placeholder: '[PERSON]' }];
    await expect(documentCodec.redact(bytes, extracted, outside)).rejects.toThrow(RangeError);
    const error = await codec.redact(bytes, extracted, outside).catch((error: unknown) => error);
    expect(error).not.toBeInstanceOf(DocumentError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('document worker failed (RangeError)');
  });

  it('applies per-call limits in the worker', async () => {
    const limits = { maxBytes: 10, maxPages: 1, maxInflatedBytes: 10, maxTextChars: 10 };
    await expect(codec.extract(Buffer.from('a fairly long line of text\n'), 'txt', { limits })).rejects.toMatchObject({
      failure: 'too-large',
    });
  });
});
