import {
  bearer,
  functionTools,
  list,
  messagesPrompt,
  ndjson,
  record,
  text,
  type StreamContext,
  type WireDialect,
} from './dialect.ts';
import { decodeBase64, readImages, recordImage, sniffImageType, type ImageReading } from './image-payload.ts';

const CREATED_AT = '2025-01-01T00:00:00.000000Z';

const line = (ctx: StreamContext, content: string) => ({
  model: ctx.model,
  created_at: CREATED_AT,
  message: { role: 'assistant', content },
  done: false,
});

/**
 * `images` of each message: bare base64, which Go's JSON decoder reads strictly (padding required)
 * while parsing the request, before any model sees it. Ollama takes no media type: the format is
 * read from the bytes by the model runner, past what the request stage checks.
 */
function ollamaImages(body: unknown): ImageReading {
  const images = list(record(body)['messages']).flatMap((m) => list(record(m)['images']));
  return readImages(images, (image) => {
    if (typeof image !== 'string') {
      return { status: 400, message: `json: cannot unmarshal ${typeof image} into Go value of type api.ImageData` };
    }
    const bytes = decodeBase64(image, { padding: 'required' });
    if (!bytes) {
      const at = image.search(/[^A-Za-z0-9+/=]/);
      return { status: 400, message: `illegal base64 data at input byte ${at < 0 ? image.length : at}` };
    }
    return recordImage(sniffImageType(bytes), bytes);
  });
}

/** Ollama's /api/chat: one JSON object per line, the counts on the last (`done: true`) one. */
export function ollamaDialect(): WireDialect {
  return {
    code: 'ollama',
    basePath: '',
    contentType: 'application/x-ndjson',
    route: (method, url, body) =>
      method === 'POST' && url.pathname === '/api/chat' ? text(record(body)['model']) : undefined,
    apiKey: bearer,
    includesUsage: () => true,
    // Ollama streams unless told not to.
    validate: (body) =>
      record(body)['stream'] === false ? { status: 400, message: 'this mock serves only streaming chats' } : undefined,
    images: ollamaImages,
    promptTexts: messagesPrompt,
    tools: functionTools,
    errorBody: ({ status, message }) => ({
      error: message ?? (status === 404 ? 'model not found, try pulling it first' : 'request failed'),
    }),
    authError: { status: 401, message: 'unauthorized' },
    open: () => [],
    delta: (content, ctx) => ndjson(line(ctx, content)),
    close: (ctx) => [
      // Ollama sends the calls whole, arguments as an object, on a line of their own.
      ...(ctx.toolCalls.length > 0
        ? [
            ndjson({
              ...line(ctx, ''),
              message: {
                role: 'assistant',
                content: '',
                tool_calls: ctx.toolCalls.map((call) => ({
                  function: { name: call.name, arguments: JSON.parse(call.arguments) as unknown },
                })),
              },
            }),
          ]
        : []),
      ndjson({
        ...line(ctx, ''),
        done_reason: ctx.finishReason === 'length' ? 'length' : 'stop',
        done: true,
        total_duration: 1_000_000,
        load_duration: 100_000,
        prompt_eval_count: ctx.usage.promptTokens,
        prompt_eval_duration: 200_000,
        eval_count: ctx.usage.completionTokens,
        eval_duration: 700_000,
      }),
    ],
    streamError: ({ message }) => ndjson({ error: message ?? 'an error was encountered while running the model' }),
    malformed: '{"model":"mock","message":{"content":\n',
  };
}
