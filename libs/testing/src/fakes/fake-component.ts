import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { badOffsetsReply, normalReply, wrongShapeReply } from './fake-replies.ts';
import { FAKE_ROUTES, type FakeComponentKind } from './fake-rules.ts';

/**
 * normal: answers by keyword rules; down: nothing listens (connection refused); slow: answers
 * normally after `slowMs`; garbage: invalid JSON; wrong-shape: JSON of another contract;
 * bad-offsets: the right shape with spans outside the text.
 */
export type FakeMode = 'normal' | 'down' | 'slow' | 'garbage' | 'wrong-shape' | 'bad-offsets';

export interface FakeComponentOptions {
  mode?: FakeMode;
  /** How long a slow component takes to answer, in milliseconds (default 1000). */
  slowMs?: number;
  /** Keyword → type rules replacing the defaults (not for the language-detector). */
  keywords?: Record<string, string>;
}

export interface FakeComponent {
  /** The base URL to put in `<COMPONENT>_URL`. */
  url: string;
  readonly mode: FakeMode;
  setMode(mode: FakeMode): Promise<void>;
  /** The bodies of the analysis requests received, in order. */
  readonly received: readonly unknown[];
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function shut(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A fake of one external ML component on a loopback port, whose behaviour a test switches. */
export async function startFakeComponent(
  kind: FakeComponentKind,
  options: FakeComponentOptions = {},
): Promise<FakeComponent> {
  const route = FAKE_ROUTES[kind];
  const slowMs = options.slowMs ?? 1000;
  const received: unknown[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let mode: FakeMode = 'normal';

  function answer(response: ServerResponse, path: string, body: unknown): void {
    if (mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"entities": [oops');
      return;
    }
    if (path === route.healthPath) return sendJson(response, 200, { status: 'ok' });
    const text = (body as { text?: unknown } | undefined)?.text;
    if (typeof text !== 'string') return sendJson(response, 400, { error: 'text is required' });
    if (mode === 'wrong-shape') return sendJson(response, 200, wrongShapeReply(kind));
    if (mode === 'bad-offsets') return sendJson(response, 200, badOffsetsReply(kind, text));
    sendJson(response, 200, normalReply(kind, text, options.keywords));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '/';
    const isAnalyze = request.method === 'POST' && path === route.analyzePath;
    const isHealth = request.method === 'GET' && path === route.healthPath;
    if (!isAnalyze && !isHealth) return sendJson(response, 404, { error: 'not found' });
    const body = isAnalyze ? await readBody(request) : undefined;
    if (isAnalyze) received.push(body);
    if (mode !== 'slow') return answer(response, path, body);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!response.destroyed) answer(response, path, body);
    }, slowMs);
    timers.add(timer);
    response.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  }

  const newServer = () => createServer((request, response) => void handle(request, response));
  let server = newServer();
  const port = await listen(server, 0);

  const fake: FakeComponent = {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return mode;
    },
    received,
    async setMode(next) {
      if (next === 'down' && mode !== 'down') await shut(server);
      if (next !== 'down' && mode === 'down') {
        // The same port, so that clients configured with the URL find the component again.
        server = newServer();
        await listen(server, port);
      }
      mode = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      if (mode !== 'down') await shut(server);
      mode = 'down';
    },
  };
  await fake.setMode(options.mode ?? 'normal');
  return fake;
}
