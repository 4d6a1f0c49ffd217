import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { anthropicDialect } from './dialects/anthropic-dialect.ts';
import { cannedDeltas, cannedToolCalls, cannedUsage } from './canned-reply.ts';
import type { WireDialect, WireError } from './dialects/dialect.ts';
import { googleDialect } from './dialects/google-dialect.ts';
import { ollamaDialect } from './dialects/ollama-dialect.ts';
import { openAiDialect } from './dialects/openai-dialect.ts';
import { pause, streamReply } from './stream-reply.ts';
import type { MockProvider, MockProviderCode, MockProviderOptions, MockReply, RecordedRequest } from './types.ts';

const DIALECTS: Record<MockProviderCode, () => WireDialect> = {
  openai: () => openAiDialect('openai'),
  'azure-openai': () => openAiDialect('azure-openai'),
  anthropic: anthropicDialect,
  google: googleDialect,
  ollama: ollamaDialect,
};

const SECRET_HEADERS = new Set([
  'authorization',
  'api-key',
  'x-api-key',
  'x-goog-api-key',
  'proxy-authorization',
  'cookie',
]);
const REDACTED = '[redacted]';

function redactHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      SECRET_HEADERS.has(name) ? REDACTED : Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
}

function redactPath(url: URL): string {
  const query = new URLSearchParams(url.search);
  if (query.has('key')) query.set('key', REDACTED);
  const search = query.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** A loopback server speaking one vendor's wire protocol, scripted per test; see MockProvider. */
export async function startMockProvider(
  code: MockProviderCode,
  options: MockProviderOptions = {},
): Promise<MockProvider> {
  const dialect = DIALECTS[code]();
  const requests: RecordedRequest[] = [];
  const abortWaiters: ((request: RecordedRequest) => void)[] = [];
  const closing = new AbortController();
  let script: MockReply = {};

  const sendError = (response: ServerResponse, error: WireError): void => {
    response
      .writeHead(error.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(dialect.errorBody(error)));
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://mock.invalid');
    const body = await readJson(request);
    const method = request.method ?? 'GET';
    const model = dialect.route(method, url, body);
    const images = dialect.images(body);
    const recorded: RecordedRequest = {
      method,
      path: redactPath(url),
      headers: redactHeaders(request.headers),
      body,
      model,
      images: 'images' in images ? images.images : [],
      clientAborted: false,
    };
    requests.push(recorded);
    const reply = script;

    const live = new AbortController();
    let droppedByMock = false;
    const onClosing = () => live.abort();
    closing.signal.addEventListener('abort', onClosing, { once: true });
    response.on('close', () => {
      closing.signal.removeEventListener('abort', onClosing);
      // After a complete reply there is nothing left to stop (and an abort costs an exception object).
      if (response.writableFinished) return;
      live.abort();
      if (droppedByMock || closing.signal.aborted) return;
      recorded.clientAborted = true;
      for (const resolve of abortWaiters.splice(0)) resolve(recorded);
    });

    await pause(reply.firstByteDelayMs ?? 0, live.signal);
    if (live.signal.aborted) return;
    if (model === undefined) return sendError(response, { status: 404, message: 'Not found.' });
    if (options.apiKey !== undefined && dialect.apiKey(request.headers, url) !== options.apiKey) {
      return sendError(response, dialect.authError);
    }
    const invalid = dialect.validate(body, request.headers) ?? ('refused' in images ? images.refused : undefined);
    if (invalid) return sendError(response, invalid);
    if (reply.fault?.kind === 'http') return sendError(response, reply.fault);

    const prompt = dialect.promptTexts(body);
    const toolCalls = (reply.toolCalls ?? cannedToolCalls(dialect.tools(body), prompt.lastUser)).map((call, index) => ({
      ...call,
      id: call.id ?? `call_mock_${index}`,
    }));
    // A canned call comes without text, as models mostly answer with one.
    const canned = reply.toolCalls === undefined && toolCalls.length > 0 ? [] : undefined;
    const deltas = reply.deltas ?? canned ?? cannedDeltas(code, model, prompt.lastUser, recorded.images);
    await streamReply(
      response,
      {
        dialect,
        ctx: {
          model,
          usage: reply.usage ?? cannedUsage(prompt.all, deltas),
          finishReason: reply.finishReason ?? 'stop',
          includeUsage: dialect.includesUsage(body),
          toolCalls,
        },
        deltas,
        deltaDelayMs: reply.deltaDelayMs ?? 0,
        fault: reply.fault,
        drop: () => {
          droppedByMock = true;
          response.socket?.destroy();
        },
      },
      live.signal,
    );
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    code,
    url: `http://127.0.0.1:${port}${dialect.basePath}`,
    port,
    requests,
    reply: (next) => {
      script = next;
    },
    reset: () => {
      script = {};
      requests.length = 0;
    },
    waitForClientAbort: () => {
      const aborted = requests.find((r) => r.clientAborted);
      return aborted ? Promise.resolve(aborted) : new Promise((resolve) => abortWaiters.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        closing.abort();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
