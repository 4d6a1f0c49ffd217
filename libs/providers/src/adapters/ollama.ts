import { resolveBaseUrl } from '../catalogue.ts';
import { kindForStatus, ProviderError } from '../provider-error.ts';
import type { ChatEvent, ChatMessage, ChatRequest, ChatTooling, FinishReason } from '../types.ts';
import { ndjsonLines } from '../wire/frames.ts';
import { arrayAt, numberAt, objectAt, parseFrame, stringAt } from '../wire/json.ts';
import { defined, JSON_HEADERS, type ProviderAdapter, type ToolingRefusal } from './adapter.ts';
import { checkImageRoles, imagesOf } from './message-images.ts';
import { argumentsObject, generatedCallId, toolNameOf } from './tool-calls.ts';

const FINISH_REASONS: Record<string, FinishReason> = { stop: 'stop', length: 'length' };

// The catalogue's Ollama models whose templates have no tool support: Ollama answers tools with a 400.
const NO_TOOLS = new Set(['dolphin-mistral', 'llama2-uncensored']);

function unsupported(tooling: ChatTooling, model: string): ToolingRefusal | undefined {
  if (tooling.tools && NO_TOOLS.has(model.replace(/:.*$/, ''))) {
    return { param: 'tools', message: `${model} does not support tools` };
  }
  // Ollama has no tool choice: only the default (the model decides) can be honoured.
  if (tooling.toolChoice !== undefined && tooling.toolChoice !== 'auto') {
    return { param: 'tool_choice', message: 'Ollama supports tool_choice "auto" only' };
  }
  return undefined;
}

/** Ollama takes bare base64 beside the text, calls' arguments as objects, and results by tool name. */
function ollamaMessage(m: ChatMessage, messages: readonly ChatMessage[]) {
  return {
    role: m.role,
    content: m.content,
    ...(imagesOf(m).length > 0 ? { images: imagesOf(m).map((image) => image.data) } : {}),
    ...(m.toolCalls?.length
      ? { tool_calls: m.toolCalls.map((call) => ({ function: { name: call.name, arguments: argumentsObject(call) } })) }
      : {}),
    ...(m.role === 'tool' ? { tool_name: toolNameOf(messages, m.toolCallId) } : {}),
  };
}

function ollamaFormat(format: ChatTooling['responseFormat']) {
  if (!format) return undefined;
  return format.type === 'json_schema' && format.schema ? format.schema : 'json';
}

function chatBody(request: ChatRequest): string {
  checkImageRoles(request);
  const options = defined({ temperature: request.temperature, num_predict: request.max_tokens, top_p: request.top_p });
  const tools = request.tooling?.tools?.map((tool) => ({ type: 'function', function: tool }));
  return JSON.stringify({
    model: request.model,
    messages: request.messages.map((m) => ollamaMessage(m, request.messages)),
    ...defined({ tools, format: ollamaFormat(request.tooling?.responseFormat) }),
    stream: true,
    ...(Object.keys(options).length > 0 ? { options } : {}),
  });
}

async function* decode(body: AsyncIterable<Uint8Array>): AsyncGenerator<ChatEvent> {
  let finished = false;
  let calls = 0;
  for await (const line of ndjsonLines(body)) {
    // Read on to the body's end (ProviderAdapter.decode).
    if (finished) continue;
    const message = parseFrame('ollama', line);
    if (message['error'] !== undefined)
      throw new ProviderError('ollama', 'unavailable', 'the runtime failed mid-stream');
    const text = stringAt(objectAt(message, 'message'), 'content');
    // Each call comes whole, its arguments an object; Ollama gives it no id.
    for (const call of arrayAt(objectAt(message, 'message'), 'tool_calls')) {
      const fn = objectAt(call, 'function');
      const id = stringAt(call, 'id') ?? generatedCallId(calls);
      calls += 1;
      const args = JSON.stringify(objectAt(fn, 'arguments') ?? {});
      yield { type: 'tool_call', call: { id, name: stringAt(fn, 'name') ?? '', arguments: args } };
    }
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
    const finishReason = FINISH_REASONS[stringAt(message, 'done_reason') ?? ''] ?? 'other';
    // Ollama ends a turn of calls with its ordinary stop.
    yield { type: 'done', finishReason: calls > 0 && finishReason === 'stop' ? 'tool_calls' : finishReason };
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
    unsupported,
  };
}
