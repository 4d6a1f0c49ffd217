import type { DocumentAnalysisResult } from '@csg/contracts';
import {
  docxFixture,
  encryptedPdf,
  expectNoLeak,
  samplePdf,
  SAMPLE_PDF_EMAIL,
  pdfRawText,
} from '@csg/documents/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './fake-codec.ts';
import { fakeEngines } from './fake-engines.ts';
import { useMediaApp, type Caller } from './harness.ts';

// The document routes over the real formats (OCR faked: the sample PDF's scanned page reads as below).
const EMAIL = 'john.smith@example.com';
const h = useMediaApp(() => ({ engines: fakeEngines(['Scanned note: nothing sensitive']).engines }));

let caller: Caller;
beforeAll(async () => {
  caller = await h.tenant();
});
const upload = (name: string, content: Buffer) => {
  const { payload, headers } = multipartBody({}, { name, content });
  return h.app.inject({
    method: 'POST',
    url: '/document-analysis/analyze-file',
    payload,
    headers: { ...caller.auth, ...headers },
  });
};
const download = async (url: string) => (await h.app.inject({ method: 'GET', url, headers: caller.auth })).rawPayload;

describe('document analysis over real files', () => {
  it('redacts a DOCX upload so that no part of the downloaded file holds the e-mail', async () => {
    const res = await upload('contract.docx', await docxFixture());
    expect(res.statusCode).toBe(200);
    const body = res.json<DocumentAnalysisResult>();
    expect(body).toMatchObject({ documentType: 'docx', pageCount: null, action: 'mask', wasRedacted: true });
    expect(body.summary.byType['EMAIL_ADDRESS']).toBeGreaterThan(0);
    await expectNoLeak(await download(body.downloadUrl ?? ''), [EMAIL]);
  });

  it('redacts a PDF for real: the downloaded file holds the e-mail in no stream', async () => {
    const res = await upload('record.pdf', await samplePdf());
    const body = res.json<DocumentAnalysisResult>();
    expect(body).toMatchObject({ documentType: 'pdf', pageCount: 3, wasRedacted: true });
    const copy = await download(body.downloadUrl ?? '');
    expect(copy.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfRawText(copy).toLowerCase()).not.toContain(SAMPLE_PDF_EMAIL);
  });

  it('decides the type by content, not by a lying extension', async () => {
    const body = (await upload('looks-like.pdf', await docxFixture())).json<DocumentAnalysisResult>();
    expect(body.documentType).toBe('docx');
    expect(body.filename).toBe('looks-like.pdf');
  });

  it('answers 422 for an encrypted PDF and a truncated DOCX, 415 for random bytes, 200 for an empty text file', async () => {
    expect((await upload('locked.pdf', encryptedPdf())).statusCode).toBe(422);
    const docx = await docxFixture();
    expect((await upload('cut.docx', docx.subarray(0, docx.length / 2))).statusCode).toBe(422);
    const noise = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37 + 11) % 256));
    expect((await upload('noise.bin', noise)).statusCode).toBe(415);
    const empty = await upload('empty.txt', Buffer.alloc(0));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ documentType: 'txt', textLength: 0, action: 'allow' });
  });
});
