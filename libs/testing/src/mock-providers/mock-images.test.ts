import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMockProviders, type MockProviderFleet } from './mock-fleet.ts';
import { post } from './raw-post.ts';
import type { MockProviderCode } from './types.ts';

// A real 1×1 PNG; the mock reads only its signature, a vendor would decode it.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PNG_SHA256 = createHash('sha256').update(Buffer.from(PNG, 'base64')).digest('hex');
const NOT_AN_IMAGE = Buffer.from('plain text, not an image').toString('base64');
const BAD_BASE64 = 'not base64!';

let fleet: MockProviderFleet;
beforeAll(async () => {
  fleet = await startMockProviders();
});
afterEach(() => {
  for (const mock of Object.values(fleet.providers)) mock.reset();
});
afterAll(async () => {
  await fleet.close();
});

/** One user turn, 'Look' then an image in the vendor's own form, posted to that vendor's mock. */
const SEND = {
  openai: (url: string) =>
    post(
      `${fleet.providers.openai.url}/chat/completions`,
      { authorization: 'Bearer k' },
      {
        model: 'gpt-4o',
        stream: true,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Look' },
              { type: 'image_url', image_url: { url } },
            ],
          },
        ],
      },
    ),
  'azure-openai': (url: string) =>
    post(
      `${fleet.providers['azure-openai'].url}/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21`,
      { 'api-key': 'k' },
      {
        stream: true,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Look' },
              { type: 'image_url', image_url: { url } },
            ],
          },
        ],
      },
    ),
  anthropic: (source: unknown) =>
    post(
      `${fleet.providers.anthropic.url}/v1/messages`,
      { 'x-api-key': 'k', 'anthropic-version': '2023-06-01' },
      {
        model: 'claude-sonnet-4-5',
        max_tokens: 10,
        stream: true,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Look' },
              { type: 'image', source },
            ],
          },
        ],
      },
    ),
  google: (part: unknown) =>
    post(
      `${fleet.providers.google.url}/models/gemini-2.5-flash:streamGenerateContent?alt=sse`,
      { 'x-goog-api-key': 'k' },
      { contents: [{ role: 'user', parts: [{ text: 'Look' }, part] }] },
    ),
  ollama: (images: unknown[]) =>
    post(
      `${fleet.providers.ollama.url}/api/chat`,
      {},
      { model: 'llava', messages: [{ role: 'user', content: 'Look', images }] },
    ),
} satisfies Record<MockProviderCode, unknown>;

const base64Source = (media_type: string | undefined, data: string) => ({ type: 'base64', media_type, data });

describe('mock providers with images', () => {
  it.each([
    ['openai', () => SEND.openai(`data:image/png;base64,${PNG}`)],
    ['azure-openai', () => SEND['azure-openai'](`data:image/png;base64,${PNG}`)],
    ['anthropic', () => SEND.anthropic(base64Source('image/png', PNG))],
    ['google', () => SEND.google({ inlineData: { mimeType: 'image/png', data: PNG } })],
    ['google', () => SEND.google({ inline_data: { mime_type: 'image/png', data: PNG } })],
    ['ollama', () => SEND.ollama([PNG])],
  ] as const)("%s accepts its vendor's image form, records the decoded image and echoes it", async (code, send) => {
    const res = await send();
    expect(res.status).toBe(200);
    expect(fleet.providers[code].requests[0]?.images).toEqual([
      { mimeType: 'image/png', bytes: 70, sha256: PNG_SHA256 },
    ]);
    expect(res.text).toContain(PNG_SHA256.slice(0, 12));
  });

  it('lets Ollama take bytes of no known format, as its request stage does, with no type recorded', async () => {
    expect((await SEND.ollama([NOT_AN_IMAGE])).status).toBe(200);
    expect(fleet.providers.ollama.requests[0]?.images).toMatchObject([{ mimeType: undefined, bytes: 24 }]);
  });

  it.each([
    [
      'openai',
      'undecodable data',
      () => SEND.openai(`data:image/png;base64,${BAD_BASE64}`),
      { code: 'invalid_image_format' },
    ],
    [
      'openai',
      'a non-image media type',
      () => SEND.openai(`data:text/plain;base64,${PNG}`),
      { code: 'invalid_image_format' },
    ],
    [
      'openai',
      'bytes of no image',
      () => SEND.openai(`data:image/png;base64,${NOT_AN_IMAGE}`),
      { code: 'invalid_image_format' },
    ],
    [
      'openai',
      'bare base64 (no data: prefix)',
      () => SEND.openai(PNG),
      { code: 'invalid_value', param: 'messages[0].content[1].image_url.url' },
    ],
    ['openai', 'empty data', () => SEND.openai('data:image/png;base64,'), { code: 'invalid_value' }],
    [
      'azure-openai',
      'undecodable data',
      () => SEND['azure-openai'](`data:image/png;base64,${BAD_BASE64}`),
      { code: 'invalid_image_format' },
    ],
  ] as const)("%s refuses %s with OpenAI's 400", async (code, _problem, send, error) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ error });
    expect(fleet.providers[code].requests[0]?.images).toEqual([]);
  });

  it.each([
    [
      'a missing media type',
      base64Source(undefined, PNG),
      "messages.0.content.1.image.source.base64.media_type: Input should be 'image/jpeg', 'image/png', 'image/gif' or 'image/webp'",
    ],
    [
      'undecodable data',
      base64Source('image/png', BAD_BASE64),
      'messages.0.content.1.image.source.base64.data: invalid base64 data',
    ],
    ['empty data', base64Source('image/png', ''), 'messages.0.content.1.image.source.base64: image cannot be empty'],
    [
      'bytes of another type than declared',
      base64Source('image/jpeg', PNG),
      'messages.0.content.1.image.source.base64.data: Image does not match the provided media type image/jpeg',
    ],
    ['a url source', { type: 'url', url: 'https://example.com/a.png' }, 'messages.0.content.1.image.source.type'],
  ])("anthropic refuses %s with Anthropic's invalid_request_error", async (_problem, source, message) => {
    const res = await SEND.anthropic(source);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.text) as { type: string; error: { type: string; message: string } };
    expect(body).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } });
    expect(body.error.message.startsWith(message)).toBe(true);
  });

  it.each([
    [
      'undecodable data',
      { inlineData: { mimeType: 'image/png', data: BAD_BASE64 } },
      "Invalid value at 'contents[0].parts[1].inline_data.data' (TYPE_BYTES), Base64 decoding failed",
    ],
    ['a missing MIME type', { inlineData: { data: PNG } }, 'Request contains an invalid argument.'],
    ['a GIF', { inlineData: { mimeType: 'image/gif', data: PNG } }, 'Unsupported MIME type: image/gif'],
    [
      'bytes of no image',
      { inlineData: { mimeType: 'image/png', data: NOT_AN_IMAGE } },
      'Unable to process input image.',
    ],
  ])("google refuses %s with Gemini's 400 INVALID_ARGUMENT", async (_problem, part, message) => {
    const res = await SEND.google(part);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.text) as { error: { code: number; status: string; message: string } };
    expect(body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(body.error.message.startsWith(message)).toBe(true);
  });

  it.each([
    ['a data URI', [`data:image/png;base64,${PNG}`], 'illegal base64 data at input byte 4'],
    ['unpadded base64', [PNG.replace(/=+$/, '')], `illegal base64 data at input byte ${PNG.replace(/=+$/, '').length}`],
    ['a number', [42], 'json: cannot unmarshal number into Go value of type api.ImageData'],
  ])("ollama refuses %s with Go's decoding error", async (_problem, images, error) => {
    const res = await SEND.ollama(images);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ error });
    expect(fleet.providers.ollama.requests[0]?.images).toEqual([]);
  });
});
