import type { DocumentAnalysisResult, SupportedTypesResponse } from '@csg/contracts';
import { schema } from '@csg/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeCodec, multipartBody } from './fake-codec.ts';
import { fakeEngines } from './fake-engines.ts';
import { useMediaApp, type Caller } from './harness.ts';

const EMAIL = 'jane@example.org';
const TEXT = `Quarterly notes\nMail ${EMAIL} for the figures`;
const h = useMediaApp(() => ({ engines: fakeEngines([]).engines, documentCodec: fakeCodec }));

let caller: Caller;
let ownSession = '';
let otherSession = '';
beforeAll(async () => {
  caller = await h.tenant();
  ownSession = await h.session(caller.id);
  otherSession = await h.session((await h.tenant()).id);
});

const analyze = (payload: object, headers: Record<string, string> = caller.auth) =>
  h.app.inject({ method: 'POST', url: '/document-analysis/analyze', payload, headers });
const b64 = (text: string) => Buffer.from(text).toString('base64');
const download = (url: string, headers: Record<string, string> = caller.auth) =>
  h.app.inject({ method: 'GET', url, headers });

describe('POST /document-analysis/analyze', () => {
  it('reports where each entity is, keeps a redacted copy for download, and records no text', async () => {
    const res = await analyze({ documentBase64: b64(TEXT), filename: 'notes.txt', sessionId: ownSession });
    expect(res.statusCode).toBe(200);
    const body = res.json<DocumentAnalysisResult>();
    expect(body).toMatchObject({
      success: true,
      documentType: 'txt',
      filename: 'notes.txt',
      pageCount: null,
      textLength: TEXT.length,
      action: 'mask',
      summary: { piiCount: 1, byType: { EMAIL_ADDRESS: 1 } },
      wasRedacted: true,
      downloadUrl: `/document-analysis/${body.documentId}/download`,
    });
    expect(body.piiDetections).toEqual([
      expect.objectContaining({ type: 'EMAIL_ADDRESS', value: '[EMAIL_ADDRESS]', location: { line: 2 } }),
    ]);

    const file = await download(body.downloadUrl ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/plain/);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="notes.redacted.txt"; filename*=UTF-8''notes.redacted.txt`,
    );
    expect(file.body).toBe('Quarterly notes\nMail [EMAIL_ADDRESS] for the figures');

    const rows = await h.db.select().from(schema.detections).where(eq(schema.detections.sessionId, ownSession));
    expect(rows.map((r) => [r.surface, r.action])).toEqual([['document-analysis', 'mask']]);
    expect(JSON.stringify(rows)).not.toContain(EMAIL);
  });

  it('makes no copy when redaction is not asked for or nothing is masked', async () => {
    const unasked = (await analyze({ documentBase64: b64(TEXT), redact: false })).json<DocumentAnalysisResult>();
    expect([unasked.wasRedacted, unasked.downloadUrl, unasked.filename]).toEqual([false, undefined, 'document.txt']);
    const clean = (await analyze({ documentBase64: b64('Nothing to see') })).json<DocumentAnalysisResult>();
    expect([clean.action, clean.wasRedacted, clean.downloadUrl]).toEqual(['allow', false, undefined]);
  });

  it('answers 413 over 20 MB before decoding, 415 for no supported type, 422 for a file it cannot read', async () => {
    const huge = await analyze({ documentBase64: 'A'.repeat(28_000_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: 'Document size exceeds maximum allowed size of 20MB' });

    const binary = await analyze({ documentBase64: Buffer.from([0xff, 0xfe, 0x00, 0x9c, 0xc3]).toString('base64') });
    expect(binary.statusCode).toBe(415);
    expect(binary.json<{ message: string }>().message).toMatch(
      /^Unsupported document type; supported types: pdf, docx/,
    );

    for (const marked of ['%CORRUPT and more', '%LOCKED file']) {
      const res = await analyze({ documentBase64: b64(marked) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        statusCode: 422,
        message: 'Document could not be parsed',
        error: 'Unprocessable Entity',
      });
    }
  });

  it('answers 503 with Retry-After when every document reader is busy: the file is not at fault', async () => {
    const res = await analyze({ documentBase64: b64('%BUSY') });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('refuses what is not base64, a bad option and a path as file name with 400', async () => {
    expect((await analyze({ documentBase64: 'not base64 at all!' })).statusCode).toBe(400);
    expect((await analyze({ documentBase64: b64(TEXT), confidenceThreshold: 2 })).statusCode).toBe(400);
    expect((await analyze({ documentBase64: b64(TEXT), filename: '../../etc/passwd' })).statusCode).toBe(400);
  });

  it("refuses another tenant's session with 404, recording nothing", async () => {
    const res = await analyze({ documentBase64: b64(TEXT), sessionId: otherSession });
    expect(res.statusCode).toBe(404);
    const rows = await h.db.select().from(schema.detections).where(eq(schema.detections.sessionId, otherSession));
    expect(rows).toEqual([]);
  });
});

describe('POST /document-analysis/analyze-file', () => {
  const upload = (fields: Record<string, string>, file?: { name: string; content: Buffer }) => {
    const { payload, headers } = multipartBody(fields, file);
    return h.app.inject({
      method: 'POST',
      url: '/document-analysis/analyze-file',
      payload,
      headers: { ...caller.auth, ...headers },
    });
  };

  it('takes the file and the options as form fields, the name from the upload', async () => {
    const res = await upload(
      { confidenceThreshold: '0.4' },
      { name: 'C:\\Users\\jane\\notes.txt', content: Buffer.from(TEXT) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ filename: 'notes.txt', action: 'mask', wasRedacted: true });
    const unredacted = await upload({ redact: 'false' }, { name: 'a.txt', content: Buffer.from(TEXT) });
    expect(unredacted.json()).toMatchObject({ wasRedacted: false });
  });

  it('answers 413 for a file over 20 MB, never a shorter document', async () => {
    const res = await upload({}, { name: 'big.txt', content: Buffer.alloc(20 * 1024 * 1024 + 1, 'a') });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Document size exceeds maximum allowed size of 20MB' });
  });

  it('answers 400 without a file part and for an option that is not one', async () => {
    expect((await upload({ redact: 'true' })).statusCode).toBe(400);
    expect((await upload({ redact: 'maybe' }, { name: 'a.txt', content: Buffer.from(TEXT) })).statusCode).toBe(400);
  });
});

describe('GET /document-analysis/:id/download and supported-types', () => {
  it("serves a copy to its tenant only: another tenant's id, an unknown id and a malformed one are 404", async () => {
    const { downloadUrl } = (await analyze({ documentBase64: b64(TEXT) })).json<DocumentAnalysisResult>();
    const stranger = await h.tenant();
    expect((await download(downloadUrl ?? '', stranger.auth)).statusCode).toBe(404);
    expect((await download('/document-analysis/00000000-0000-4000-8000-000000000000/download')).statusCode).toBe(404);
    expect((await download('/document-analysis/not-an-id/download')).statusCode).toBe(404);
  });

  it('answers 404 for a copy past its retention', async () => {
    const { documentId, downloadUrl } = (await analyze({ documentBase64: b64(TEXT) })).json<DocumentAnalysisResult>();
    await h.db
      .update(schema.documentCopies)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(schema.documentCopies.id, documentId));
    expect((await download(downloadUrl ?? '')).statusCode).toBe(404);
  });

  it('lists the five types with their extensions, MIME types and the 20 MB bound', async () => {
    const res = await download('/document-analysis/supported-types');
    const { types } = res.json<SupportedTypesResponse>();
    expect(types.map((t) => t.type)).toEqual(['pdf', 'docx', 'xlsx', 'csv', 'txt']);
    for (const t of types) expect(t).toMatchObject({ redaction: true, maxBytes: 20 * 1024 * 1024 });
  });

  it('refuses a gateway API key and no credential with 401 on every document route', async () => {
    const key = await h.apiKey(caller.id);
    for (const headers of [key, {}]) {
      expect((await analyze({ documentBase64: b64(TEXT) }, headers)).statusCode).toBe(401);
      expect((await download('/document-analysis/supported-types', headers)).statusCode).toBe(401);
    }
  });
});
