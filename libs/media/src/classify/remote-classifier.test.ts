import type { IncomingMessage, ServerResponse } from 'node:http';
import { freePort, startHttpServer, type TestHttpServer } from '@csg/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createRemoteClassifier, type RemoteClassifier } from './remote-classifier.ts';

const IMAGE = Buffer.from('pixels');
let server: TestHttpServer | undefined;
let classifier: RemoteClassifier | undefined;
afterEach(async () => {
  await classifier?.close();
  await server?.close();
  classifier = server = undefined;
});

async function against(handler: (req: IncomingMessage, res: ServerResponse) => void, timeoutMs = 300) {
  server = await startHttpServer(handler);
  const skipped: string[] = [];
  classifier = createRemoteClassifier(`${server.url}/dc`, { timeoutMs, onSkip: (reason) => skipped.push(reason) });
  return { classifier, skipped };
}

const answer = (status: number, body: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
};

describe('the doc-classifier component (fail-open)', () => {
  it('posts the image to /classify under its base path and takes a valid answer', async () => {
    let seen: { url?: string; body?: unknown } = {};
    const { classifier, skipped } = await against((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        seen = { url: req.url, body: JSON.parse(raw) };
        answer(200, '{"type":"passport","confidence":0.88}')(req, res);
      });
    });
    expect(await classifier.classify(IMAGE, 'jpeg')).toEqual({ type: 'passport', confidence: 0.88 });
    expect(seen).toEqual({ url: '/dc/classify', body: { imageBase64: IMAGE.toString('base64'), format: 'jpeg' } });
    expect(skipped).toEqual([]);
  });

  it.each([
    ['an unknown type', answer(200, '{"type":"selfie","confidence":0.9}'), 'invalid-reply'],
    ['a confidence outside 0–1', answer(200, '{"type":"photo","confidence":7}'), 'invalid-reply'],
    ['not JSON', answer(200, '<html>'), 'invalid-reply'],
    ['a 500', answer(500, '{}'), 'status'],
  ])('answers null for %s, naming why', async (_what, handler, reason) => {
    const { classifier, skipped } = await against(handler);
    expect(await classifier.classify(IMAGE, 'png')).toBeNull();
    expect(skipped).toEqual([reason]);
  });

  it('gives up on a component that hangs once its time is up', async () => {
    const { classifier, skipped } = await against(() => undefined, 200);
    const started = Date.now();
    expect(await classifier.classify(IMAGE, 'png')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(skipped).toEqual(['timeout']);
  });

  it('answers null when nothing listens', async () => {
    const skipped: string[] = [];
    classifier = createRemoteClassifier(`http://127.0.0.1:${await freePort()}`, {
      timeoutMs: 500,
      onSkip: (reason) => skipped.push(reason),
    });
    expect(await classifier.classify(IMAGE, 'png')).toBeNull();
    expect(skipped).toEqual(['unreachable']);
  });
});
