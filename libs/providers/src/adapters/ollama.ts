import { resolveBaseUrl } from '../catalogue.ts';
import { kindForStatus, ProviderError } from '../provider-error.ts';
import type { ChatEvent, ChatRequest, FinishReason } from '../types.ts';
import { ndjsonLines } from '../wire/frames.ts';
import { numberAt, objectAt, parseFrame, stringAt } from '../wire/json.ts';
import { defined, JSON_HEADERS, type ProviderAdapter } from './adapter.ts';
import { checkImageRoles, imagesOf } from './message-images.ts';

const FINISH_REASONS: Record<string, FinishReason> = { stop: 'stop', length: 'length' };

function chatBody(request: ChatRequest): string {
  checkImageRoles(request);
  const options = defined({ temperature: request.temperature, num_predict: request.max_tokens, top_p: request.top_p });
  return JSON.stringify({
    model: request.model,
    // Ollama takes bare base64 beside the text and reads the format from the bytes.
    messages: request.messages.map((m) => ({
      role: m.role,
      content: m.content,
      ...(imagesOf(m).length > 0 ? { images: imagesOf(m).map((image) => image.data) } : {}),
    })),
    stream: true,
    ...(Object.keys(options).length > 0 ? { options } : {}),
  });
}

async function* decode(body: AsyncIterable<Uint8Array>): AsyncGenerator<ChatEvent> {
  let finished = false;
  for await (const line of ndjsonLines(body)) {
    // Read on to the body's end (ProviderAdapter.decode).
    if (finished) continue;
    const message = parseFrame('ollama', line);
    if (message['error'] !== undefined)
      throw new ProviderError('ollama', 'unavailable', 'the runtime failed mid-stream');
    const text = stringAt(objectAt(message, 'message'), 'content');
    if (message['done'] !== true) {
      if (text) yield { type: 'delta', text };
      continue;
    }
    // The last line carries the counts; prompt_eval_count is left out when the whole prompt was cached.
    const prompt = numberAt(message, 'prompt_eval_count') ?? 0;
    const completion = numberAt(message, 'eval_count') ?? 0;
    yield {
      type: 'usage',
      usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
    };
    if (text) yield { type: 'delta', text };
    finished = true;
    yield { type: 'done', finishReason: FINISH_REASONS[stringAt(message, 'done_reason') ?? ''] ?? 'other' };
  }
}

/**
 * Ollama: `POST {baseUrl}/api/chat`, newline-delimited JSON. A local runtime needs no key; one is
 * sent as a bearer token when the credential has it (Ollama behind an authenticating proxy).
 */
export function ollamaAdapter(): ProviderAdapter {
  return {
    code: 'ollama',
    buildCall: (request) => ({
      url: `${resolveBaseUrl('ollama', request.credential)}/api/chat`,
      headers: {
        ...JSON_HEADERS,
        accept: 'application/x-ndjson',
        ...(request.credential.apiKey ? { authorization: `Bearer ${request.credential.apiKey}` } : {}),
      },
      body: chatBody(request),
    }),
    decode,
    // Ollama's error body is `{"error": "<free text>"}` with no code worth keeping.
    httpError: (status) =>
      new ProviderError('ollama', kindForStatus(status), 'the runtime refused the request', { status }),
  };
}
