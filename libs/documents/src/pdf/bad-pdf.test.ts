import { describe, expect, it } from 'vitest';
import { DocumentError } from '../document-error.ts';
import type { DocumentFailure } from '../document-error.ts';
import { DEFAULT_DOCUMENT_LIMITS } from '../types.ts';
import { extractPdf } from './read/read-pdf.ts';
import { redactPdf } from './redact/redact-pdf.ts';
import { encryptedPdf, ownerPasswordPdf, sharedPageTreePdf } from './test-support/test-hand-written-pdfs.ts';
import { blankPagesPdf, noise, samplePdf } from './test-support/test-pdfs.ts';

const ONE_SEGMENT = {
  type: 'pdf' as const,
  pageCount: 1,
  segments: [{ text: 'x', part: 'body' as const, location: { page: 1, line: 1 } }],
};
const ONE_REDACTION = [{ segment: 0, start: 0, end: 1, placeholder: '[X]' }];

/** Runs `work` and returns what it threw, with how long it took. */
async function failure(work: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await work();
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error('expected a failure');
}

async function expectRefused(bytes: Buffer, failureKind: DocumentFailure): Promise<void> {
  for (const work of [() => extractPdf(bytes), () => redactPdf(bytes, ONE_SEGMENT, ONE_REDACTION)]) {
    const { error, ms } = await failure(work);
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).failure).toBe(failureKind);
    expect(ms).toBeLessThan(2_000);
  }
}

describe('bad PDFs are refused quickly, and only with a DocumentError', () => {
  it('refuses bytes that are not a PDF as corrupt', async () => {
    await expectRefused(noise(50_000), 'corrupt');
    await expectRefused(Buffer.alloc(0), 'corrupt');
    await expectRefused(Buffer.from('hello, this is plain text\n'), 'corrupt');
    await expectRefused(Buffer.from('%PDF-1.7\n'), 'corrupt');
    await expectRefused(Buffer.concat([Buffer.from('%PDF-1.4\n'), noise(20_000, 3)]), 'corrupt');
  });

  it('refuses a truncated PDF as corrupt', async () => {
    const whole = await samplePdf();
    await expectRefused(whole.subarray(0, Math.floor(whole.length / 2)), 'corrupt');
    await expectRefused(whole.subarray(0, 200), 'corrupt');
  });

  it('refuses a PDF that needs a password as encrypted', async () => {
    await expectRefused(encryptedPdf(), 'encrypted');
  });

  it('reads a PDF encrypted without a user password, but refuses to rewrite it as encrypted', async () => {
    const bytes = ownerPasswordPdf();
    expect((await extractPdf(bytes)).pageCount).toBe(1);
    await expect(redactPdf(bytes, ONE_SEGMENT, ONE_REDACTION)).rejects.toMatchObject({ failure: 'encrypted' });
  });

  it('refuses a file with more pages than the limit before reading any page', async () => {
    await expectRefused(sharedPageTreePdf(1_000, 1_000), 'too-complex');
    await expectRefused(await blankPagesPdf(5_000), 'too-complex');
    await expectRefused(await blankPagesPdf(DEFAULT_DOCUMENT_LIMITS.maxPages + 1), 'too-complex');
  });

  it('refuses a file over the byte limit as too large and one over the text limit as too complex', async () => {
    const bytes = await samplePdf();
    const limits = (change: Partial<typeof DEFAULT_DOCUMENT_LIMITS>) => ({
      limits: { ...DEFAULT_DOCUMENT_LIMITS, ...change },
    });
    await expect(extractPdf(bytes, limits({ maxBytes: 1_000 }))).rejects.toMatchObject({ failure: 'too-large' });
    await expect(extractPdf(bytes, limits({ maxTextChars: 40 }))).rejects.toMatchObject({ failure: 'too-complex' });
    await expect(extractPdf(bytes, limits({ maxPages: 2 }))).rejects.toMatchObject({ failure: 'too-complex' });
  });

  it('stops between pages when the caller aborts, with the abort reason rather than a DocumentError', async () => {
    const controller = new AbortController();
    controller.abort();
    const bytes = await blankPagesPdf(3);
    const { error } = await failure(() => extractPdf(bytes, { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(DocumentError);
    expect((error as Error).name).toBe('AbortError');
  });
});
