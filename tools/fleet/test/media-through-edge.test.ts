import { createHash } from 'node:crypto';
import type { DocumentAnalysisResult, RedactJob } from '@csg/contracts';
import { docxFixture, expectNoLeak } from '@csg/documents/testing';
import { textPage } from '@csg/media/testing';
import { describe, expect, it } from 'vitest';
import { call, chat, streamPost, useChatFleet, userSays } from './chat-e2e-helpers.ts';

// Documents and images through the real edge, media-analysis (real formats, real OCR) and the chat
// pipeline, to the mock vendors: what a client sends, what the model is given.
const f = useChatFleet({ adminProviders: [], userProviders: ['openai', 'anthropic'] });
const EMAIL = 'carla.diaz@example.com';
const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('chat with attachments through the edge', () => {
  it('reads a document, reports documents_processed, and gives the model its masked text only', async () => {
    const res = await chat(
      f.edge,
      f.user.token,
      userSays('Summarise the attached notes', 'gpt-4o-mini', {
        documents: [{ type: 'txt', name: 'notes.txt', data: b64(`Call notes\nReach Carla at ${EMAIL} on Monday.\n`) }],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.kinds).toEqual(['documents_processed', 'token_usage', 'filtered-response', '[DONE]']);
    const processed = res.frames[0] as { count: number; summaries: Record<string, unknown>[] };
    expect(processed.count).toBe(1);
    expect(processed.summaries[0]).toMatchObject({ name: 'notes.txt', type: 'txt', pages: null, action: 'mask' });
    expect(processed.summaries[0]?.['piiCount']).toBeGreaterThan(0);
    const sent = JSON.stringify(f.mocks.openai.requests[0]?.body);
    expect(sent).toContain('[EMAIL_ADDRESS]');
    expect(sent).not.toContain(EMAIL);
    expect(res.raw).not.toContain(EMAIL);
  });

  it("sends an image's inspected copy in the vendor's own form, never the original", async () => {
    const png = await textPage(760, 120, `Write to ${EMAIL} today`).png().toBuffer();
    const content = [
      { type: 'text', text: 'What does this say?' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${b64(png)}` } },
    ];
    const res = await chat(f.edge, f.user.token, {
      model: 'claude-sonnet-4-5',
      messages: [{ role: 'user', content }],
    });
    expect(res.status).toBe(200);
    const received = f.mocks.anthropic.requests[0]?.images ?? [];
    expect(received).toHaveLength(1);
    expect(received[0]?.mimeType).toBe('image/png');
    expect(received[0]?.sha256).not.toBe(sha256(png));
    expect(JSON.stringify(f.mocks.anthropic.requests[0]?.body)).toContain('"type":"image"');
  });

  it('reads the documents of a session message too, relaying documents_processed', async () => {
    const session = await call<{ id: string }>(f.edge, 'POST', '/sessions', { token: f.user.token, body: {} });
    const res = await streamPost(`${f.edge}/sessions/${session.body.id}/messages`, f.user.token, {
      content: 'Who should I call?',
      model: 'gpt-4o-mini',
      documents: [{ type: 'txt', name: 'contacts.txt', data: b64(`Reach Carla at ${EMAIL}`) }],
    });
    expect(res.status).toBe(200);
    expect(res.kinds.slice(0, 2)).toEqual(['documents_processed', 'user_message_processed']);
    const sent = JSON.stringify(f.mocks.openai.requests[0]?.body);
    expect(sent).toContain('contacts.txt');
    expect(sent).not.toContain(EMAIL);
  });

  it('refuses a remote image URL with 400 and calls no vendor', async () => {
    const content = [{ type: 'image_url', image_url: { url: 'https://example.com/cat.png' } }];
    const res = await chat(f.edge, f.user.token, { model: 'gpt-4o-mini', messages: [{ role: 'user', content }] });
    expect(res.status).toBe(400);
    expect(f.mocks.openai.requests).toHaveLength(0);
  });
});

describe('document analysis through the edge', () => {
  it('analyses an upload, and the download holds the e-mail in no part', async () => {
    const form = new FormData();
    form.append('file', new Blob([await docxFixture()]), 'contract.docx');
    const res = await fetch(`${f.edge}/document-analysis/analyze-file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${f.user.token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as DocumentAnalysisResult;
    expect(body).toMatchObject({ documentType: 'docx', filename: 'contract.docx', wasRedacted: true });
    const file = await fetch(`${f.edge}${body.downloadUrl ?? ''}`, {
      headers: { authorization: `Bearer ${f.user.token}` },
    });
    expect(file.headers.get('content-disposition')).toContain('contract.redacted.docx');
    await expectNoLeak(Buffer.from(await file.arrayBuffer()), ['john.smith@example.com']);
  });

  it('runs a redact job to completion and answers 401 to an API key', async () => {
    const token = f.user.token;
    const body = { documentBase64: b64(`Mail ${EMAIL}`), filename: 'mail.txt' };
    const accepted = await call<{ jobId: string }>(f.edge, 'POST', '/document-analysis/redact-jobs', { token, body });
    expect(accepted.status).toBe(202);
    let job: RedactJob | undefined;
    for (let i = 0; i < 100 && job?.status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await call<RedactJob>(f.edge, 'GET', `/document-analysis/redact-jobs/${accepted.body.jobId}`, { token }))
        .body;
    }
    expect(job).toMatchObject({ status: 'completed', progress: 100, result: { action: 'mask', wasRedacted: true } });

    const key = await call<{ key: string }>(f.edge, 'POST', '/admin/api-keys', {
      token: f.admin.token,
      body: { tenantId: f.user.id },
    });
    expect((await call(f.edge, 'GET', '/document-analysis/supported-types', { token: key.body.key })).status).toBe(401);
  });
});
