import { header, list, record, sse, text, type StreamContext, type WireDialect, type WireError } from './dialect.ts';
import { decodeBase64, readImages, recordImage, sniffImageType, type ImageReading } from './image-payload.ts';

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

const FINISH_REASONS = { stop: 'STOP', length: 'MAX_TOKENS', content_filter: 'SAFETY' } as const;

const STREAM_ROUTE = /^\/v1beta\/models\/([^/:]+):streamGenerateContent$/;

const partsText = (content: unknown) =>
  list(record(content)['parts'])
    .map((part) => text(record(part)['text']))
    .join('');

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/heic', 'image/heif']);

/**
 * `inlineData` parts of image types. Protocol-buffer JSON reads either field spelling
 * (`inlineData`/`mimeType` or `inline_data`/`mime_type`) and either base64 alphabet.
 */
function geminiImages(body: unknown): ImageReading {
  const blobs = list(record(body)['contents']).flatMap((content, message) =>
    list(record(content)['parts']).flatMap((part, index) => {
      const blob = record(part)['inlineData'] ?? record(part)['inline_data'];
      return blob === undefined ? [] : [{ blob: record(blob), message, index }];
    }),
  );
  return readImages(blobs, ({ blob, message, index }) => {
    const invalid = (reason: string): WireError => ({ status: 400, message: reason });
    const data = text(blob['data']);
    const bytes = decodeBase64(data, { padding: 'optional', urlSafe: true });
    if (!bytes) {
      const field = `contents[${message}].parts[${index}].inline_data.data`;
      return invalid(`Invalid value at '${field}' (TYPE_BYTES), Base64 decoding failed for "${data.slice(0, 16)}"`);
    }
    const mimeType = text(blob['mimeType'] ?? blob['mime_type']);
    if (mimeType === '') return invalid('Request contains an invalid argument.');
    if (!IMAGE_TYPES.has(mimeType)) return invalid(`Unsupported MIME type: ${mimeType}`);
    if (!IMAGE_TYPES.has(sniffImageType(bytes) ?? '')) return invalid('Unable to process input image.');
    return recordImage(mimeType, bytes);
  });
}

/** Every chunk repeats usageMetadata; the prompt count is known from the first one. */
function chunk(ctx: StreamContext, content: string, last: boolean) {
  const { promptTokens, completionTokens, cachedTokens } = ctx.usage;
  return {
    candidates: [
      {
        content: { parts: [{ text: content }], role: 'model' },
        ...(last ? { finishReason: FINISH_REASONS[ctx.finishReason] } : {}),
        index: 0,
      },
    ],
    usageMetadata: last
      ? {
          promptTokenCount: promptTokens,
          candidatesTokenCount: completionTokens,
          totalTokenCount: promptTokens + completionTokens,
          ...(cachedTokens === undefined ? {} : { cachedContentTokenCount: cachedTokens }),
        }
      : { promptTokenCount: promptTokens, totalTokenCount: promptTokens },
    modelVersion: ctx.model,
    responseId: 'mock-response',
  };
}

/** The calls as one chunk of whole `functionCall` parts, as Gemini sends them (no ids). */
function callChunk(ctx: StreamContext) {
  const base = chunk(ctx, '', false);
  const parts = ctx.toolCalls.map((call) => ({
    functionCall: { name: call.name, args: JSON.parse(call.arguments) as unknown },
  }));
  return { ...base, candidates: [{ content: { parts, role: 'model' }, index: 0 }] };
}

/** The Gemini API's streamGenerateContent with alt=sse: no end marker, the finish reason ends it. */
export function googleDialect(): WireDialect {
  return {
    code: 'google',
    basePath: '/v1beta',
    contentType: 'text/event-stream',
    route(method, url) {
      const model = STREAM_ROUTE.exec(url.pathname)?.[1];
      return method === 'POST' && model ? decodeURIComponent(model) : undefined;
    },
    apiKey: (headers, url) => header(headers, 'x-goog-api-key') ?? url.searchParams.get('key') ?? undefined,
    includesUsage: () => true,
    validate: () => undefined,
    images: geminiImages,
    promptTexts(body) {
      const contents = list(record(body)['contents']).map(record);
      const system = partsText(record(body)['systemInstruction']);
      const users = contents.filter((c) => c['role'] === 'user');
      return {
        all: [...(system ? [system] : []), ...contents.map(partsText)],
        lastUser: users.length > 0 ? partsText(users.at(-1)) : '',
      };
    },
    tools(body) {
      const declarations = list(record(body)['tools']).flatMap((tool) => list(record(tool)['functionDeclarations']));
      const last = record(list(record(body)['contents']).at(-1));
      const parts = list(last['parts']).map(record);
      return {
        names: declarations.map((declaration) => text(record(declaration)['name'])),
        afterToolResult: parts.some((part) => part['functionResponse'] !== undefined),
      };
    },
    errorBody: ({ status, code, message }) => ({
      error: {
        code: status,
        message: message ?? 'Request failed.',
        status: STATUS_NAMES[status] ?? (status >= 500 ? 'INTERNAL' : 'INVALID_ARGUMENT'),
        ...(code
          ? {
              details: [
                { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: code, domain: 'googleapis.com' },
              ],
            }
          : {}),
      },
    }),
    // Gemini answers a wrong key with 400 INVALID_ARGUMENT; only the detail's reason names the key.
    authError: { status: 400, code: 'API_KEY_INVALID', message: 'API key not valid. Please pass a valid API key.' },
    open: () => [],
    delta: (content, ctx) => sse(chunk(ctx, content, false)),
    close: (ctx) => [...(ctx.toolCalls.length > 0 ? [sse(callChunk(ctx))] : []), sse(chunk(ctx, '', true))],
    streamError: ({ message }) =>
      sse({
        error: {
          code: 503,
          message: message ?? 'The model is overloaded. Please try again later.',
          status: 'UNAVAILABLE',
        },
      }),
    malformed: 'data: {"candidates": [{"content": \n\n',
  };
}
