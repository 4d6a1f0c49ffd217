import { bearer, messagesPrompt, ndjson, record, text, type StreamContext, type WireDialect } from './dialect.ts';

const CREATED_AT = '2025-01-01T00:00:00.000000Z';

const line = (ctx: StreamContext, content: string) => ({
  model: ctx.model,
  created_at: CREATED_AT,
  message: { role: 'assistant', content },
  done: false,
});

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
    promptTexts: messagesPrompt,
    errorBody: ({ status, message }) => ({
      error: message ?? (status === 404 ? 'model not found, try pulling it first' : 'request failed'),
    }),
    authError: { status: 401, message: 'unauthorized' },
    open: () => [],
    delta: (content, ctx) => ndjson(line(ctx, content)),
    close: (ctx) => [
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
