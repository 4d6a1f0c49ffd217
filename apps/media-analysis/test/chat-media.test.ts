import type { InspectedDocument, InspectedImage } from '@csg/contracts';
import { DEFAULT_IMAGE_LIMITS, inspectImage } from '@csg/media';
import { textPage, withTextChunk } from '@csg/media/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeCodec } from './fake-codec.ts';
import { fakeEngines } from './fake-engines.ts';
import { useMediaApp, type Caller } from './harness.ts';

// What the chat pipeline asks of this app before a model sees a document or an image.
const EMAIL = 'jane@example.org';
const fakes = fakeEngines([`Mail ${EMAIL} now`]);
const h = useMediaApp(() => ({ engines: fakes.engines, documentCodec: fakeCodec }));

let caller: Caller;
beforeAll(async () => {
  caller = await h.tenant();
});
const post = (url: string, payload: object, headers: Record<string, string> = caller.auth) =>
  h.app.inject({ method: 'POST', url, payload, headers });

describe('POST /internal/inspect-document', () => {
  it('answers the summary, the masked text and what was found, never the value', async () => {
    const data = Buffer.from(`Notes\nMail ${EMAIL} now`).toString('base64');
    const res = await post('/internal/inspect-document', { type: 'txt', name: 'notes.txt', data });
    expect(res.statusCode).toBe(200);
    const body = res.json<InspectedDocument>();
    expect(body).toMatchObject({
      name: 'notes.txt',
      type: 'txt',
      pages: null,
      piiCount: 1,
      action: 'mask',
      maskedText: 'Notes\nMail [EMAIL_ADDRESS] now',
    });
    expect(body.entities).toEqual([expect.objectContaining({ type: 'EMAIL_ADDRESS', start: 11, end: 27 })]);
    expect(res.body).not.toContain(EMAIL);
  });

  it("accepts the chat caller's API key, and answers 422 for a file it cannot read", async () => {
    const key = await h.apiKey(caller.id);
    const data = Buffer.from('%CORRUPT').toString('base64');
    const res = await post('/internal/inspect-document', { type: 'txt', data }, key);
    expect(res.statusCode).toBe(422);
    expect((await post('/internal/inspect-document', { type: 'txt', data }, {})).statusCode).toBe(401);
  });
});

describe('POST /internal/inspect-image', () => {
  it('answers the painted copy in the same format, and the types found', async () => {
    const png = await textPage(320, 120, 'Mail someone now').png().toBuffer();
    const res = await post('/internal/inspect-image', { image: `data:image/png;base64,${png.toString('base64')}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<InspectedImage>();
    expect(body).toMatchObject({ action: 'mask', mimeType: 'image/png', piiCount: 1 });
    expect(body.entities.map((e) => e.type)).toEqual(['EMAIL_ADDRESS']);
    const copy = await inspectImage(Buffer.from(body.data, 'base64'), DEFAULT_IMAGE_LIMITS);
    expect([copy.format, copy.width, copy.height]).toEqual(['png', 320, 120]);
    expect(body.data).not.toBe(png.toString('base64'));
  });

  it('strips metadata even from an image with nothing to mask', async () => {
    fakes.texts.splice(0, fakes.texts.length, 'Nothing to see');
    try {
      const png = withTextChunk(await textPage().png().toBuffer(), 'Comment', 'GPS 51.5007 -0.1246');
      const res = await post('/internal/inspect-image', { image: png.toString('base64') });
      const body = res.json<InspectedImage>();
      expect(body.action).toBe('allow');
      expect(Buffer.from(body.data, 'base64').includes('GPS 51.5007')).toBe(false);
    } finally {
      fakes.texts.splice(0, fakes.texts.length, `Mail ${EMAIL} now`);
    }
  });

  it('refuses a TIFF, which no model provider takes, with 400', async () => {
    const tiff = await textPage().tiff().toBuffer();
    const res = await post('/internal/inspect-image', { image: tiff.toString('base64') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Images sent to a model must be PNG, JPEG, WebP or GIF' });
  });
});
