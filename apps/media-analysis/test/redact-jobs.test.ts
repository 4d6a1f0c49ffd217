import type { RedactJob } from '@csg/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeCodec, multipartBody } from './fake-codec.ts';
import { fakeEngines } from './fake-engines.ts';
import { useMediaApp, type Caller } from './harness.ts';

// Redact jobs on PostgreSQL (no REDIS_URL): the queue itself is tested on both stores in libs/jobs.
const EMAIL = 'jane@example.org';
const TEXT = `Mail ${EMAIL} today`;
const h = useMediaApp(() => ({ engines: fakeEngines([]).engines, documentCodec: fakeCodec }));

let caller: Caller;
beforeAll(async () => {
  caller = await h.tenant();
});
const b64 = (text: string) => Buffer.from(text).toString('base64');
const submit = (payload: object) =>
  h.app.inject({ method: 'POST', url: '/document-analysis/redact-jobs', payload, headers: caller.auth });
const poll = (jobId: string, headers = caller.auth) =>
  h.app.inject({ method: 'GET', url: `/document-analysis/redact-jobs/${jobId}`, headers });

async function settled(jobId: string): Promise<RedactJob> {
  for (let i = 0; i < 200; i++) {
    const job = (await poll(jobId)).json<RedactJob>();
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} did not finish`);
}

describe('redact jobs', () => {
  it('accepts a document with 202 queued, runs it, and answers the analysis with its download link', async () => {
    const accepted = await submit({ documentBase64: b64(TEXT), filename: 'mail.txt' });
    expect(accepted.statusCode).toBe(202);
    const { jobId, status } = accepted.json<{ jobId: string; status: string }>();
    expect(status).toBe('queued');

    const job = await settled(jobId);
    expect(job).toMatchObject({ jobId, status: 'completed', progress: 100 });
    expect(job.result).toMatchObject({ documentType: 'txt', filename: 'mail.txt', action: 'mask', wasRedacted: true });
    const file = await h.app.inject({ method: 'GET', url: job.result?.downloadUrl ?? '', headers: caller.auth });
    expect(file.body).toBe('Mail [EMAIL_ADDRESS] today');
    expect(JSON.stringify(job)).not.toContain(EMAIL);
  });

  it('takes a multipart upload as analyze-file does', async () => {
    const { payload, headers } = multipartBody({ redact: 'true' }, { name: 'up.txt', content: Buffer.from(TEXT) });
    const res = await h.app.inject({
      method: 'POST',
      url: '/document-analysis/redact-jobs',
      payload,
      headers: { ...caller.auth, ...headers },
    });
    expect(res.statusCode).toBe(202);
    const job = await settled(res.json<{ jobId: string }>().jobId);
    expect(job.result?.filename).toBe('up.txt');
  });

  it('fails a job whose file cannot be read, with a generic error that quotes nothing of it', async () => {
    const { jobId } = (await submit({ documentBase64: b64('%CORRUPT secret-value-123') })).json<{ jobId: string }>();
    const job = await settled(jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('The job could not be completed');
    expect(JSON.stringify(job)).not.toContain('secret-value-123');
  });

  it('refuses at once what needs no reading: 413 over 20 MB, 415 for no supported type, 400 for a bad body', async () => {
    expect((await submit({ documentBase64: 'A'.repeat(28_000_000) })).statusCode).toBe(413);
    expect(
      (await submit({ documentBase64: Buffer.from([0xff, 0xfe, 0x00, 0x9c]).toString('base64') })).statusCode,
    ).toBe(415);
    expect((await submit({ filename: 'no-document.txt' })).statusCode).toBe(400);
  });

  it("answers 404 for another tenant's job and an unknown one", async () => {
    const { jobId } = (await submit({ documentBase64: b64(TEXT) })).json<{ jobId: string }>();
    const stranger = await h.tenant();
    expect((await poll(jobId, stranger.auth)).statusCode).toBe(404);
    expect((await poll('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await poll('not-a-job')).statusCode).toBe(404);
  });
});
