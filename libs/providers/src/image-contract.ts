// The image behaviour every adapter shares, run by adapterContract against each vendor's mock.
import { describe, expect, it } from 'vitest';
import { collect, failure, JPEG_IMAGE, PNG_IMAGE, recordOf, textOf, type MockedProvider } from './test-support.ts';
import type { ChatMessage } from './types.ts';

const SYSTEM: ChatMessage = { role: 'system', content: 'You are terse.' };

export function imageContract(provider: MockedProvider): void {
  describe('images', () => {
    it('delivers exactly the bytes of each image, in order, and the mock echoes them', async () => {
      const messages: ChatMessage[] = [SYSTEM, { role: 'user', content: 'Compare', images: [PNG_IMAGE, JPEG_IMAGE] }];
      const events = await collect(provider.client().streamChat(provider.request({ messages })));
      expect(provider.mock.requests[0]?.images).toEqual([recordOf(PNG_IMAGE), recordOf(JPEG_IMAGE)]);
      const png = recordOf(PNG_IMAGE);
      expect(textOf(events)).toContain('You said: Compare Images received: 2 (image/png 70 bytes sha256 ');
      expect(textOf(events)).toContain(png.sha256.slice(0, 12));
      expect(events.at(-1)).toEqual({ type: 'done', finishReason: 'stop' });
    });

    it('sends an image-only turn (empty text) without any text part', async () => {
      const messages: ChatMessage[] = [{ role: 'user', content: '', images: [PNG_IMAGE] }];
      await collect(provider.client().streamChat(provider.request({ messages })));
      expect(provider.mock.requests[0]?.images).toEqual([recordOf(PNG_IMAGE)]);
      expect(JSON.stringify(provider.mock.requests[0]?.body)).not.toContain('"text":""');
    });

    it('sends a turn with an empty image list exactly as a text-only turn', async () => {
      const text: ChatMessage[] = [SYSTEM, { role: 'user', content: 'hello' }];
      const noImages: ChatMessage[] = [SYSTEM, { role: 'user', content: 'hello', images: [] }];
      await collect(provider.client().streamChat(provider.request({ messages: text })));
      await collect(provider.client().streamChat(provider.request({ messages: noImages })));
      expect(provider.mock.requests[1]?.body).toEqual(provider.mock.requests[0]?.body);
      expect(provider.mock.requests[1]?.images).toEqual([]);
    });

    it.each(['system', 'assistant'] as const)('refuses an image on a %s message before any call', async (role) => {
      const messages: ChatMessage[] = [
        { role, content: 'Look', images: [PNG_IMAGE] },
        { role: 'user', content: 'What is it?' },
      ];
      const { error } = await failure(provider.client().streamChat(provider.request({ messages })));
      expect(error).toMatchObject({ kind: 'bad_request', provider: provider.request().provider });
      expect(error.message).toContain(role);
      expect(provider.mock.requests).toHaveLength(0);
    });

    it("maps the vendor's 400 for undecodable image data to bad_request", async () => {
      const messages: ChatMessage[] = [
        { role: 'user', content: 'Look', images: [{ mimeType: 'image/png', data: 'not base64!' }] },
      ];
      const { error } = await failure(provider.client().streamChat(provider.request({ messages })));
      expect(error).toMatchObject({ kind: 'bad_request', status: 400 });
      expect(provider.mock.requests[0]?.images).toEqual([]);
    });
  });
}
