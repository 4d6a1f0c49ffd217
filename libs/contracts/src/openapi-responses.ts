import { z } from 'zod';

// Responses that are not one JSON body, described for the OpenAPI reference. The routes that
// declare them write the body themselves (a hijacked event stream, a stored file), so the schema
// never serialises anything: it only documents.

/**
 * An event stream (`text/event-stream`): `data: ` frames of one JSON event each, ending with
 * `data: [DONE]` (specification "Events").
 */
export function eventStreamResponse(description: string) {
  return {
    description,
    content: {
      'text/event-stream': {
        schema: z.string().meta({
          examples: [
            'data: {"type":"token_usage","usage":{"prompt_tokens":12,"completion_tokens":5,"total_tokens":17}}\n\n' +
              'data: {"id":"filtered-response","content":"Hello!","finish_reason":"stop","filtered":false,"entities_masked":0}\n\n' +
              'data: [DONE]\n\n',
          ],
        }),
      },
    },
  };
}

/** A file, sent with its own content type (unknown: the route sends bytes, never a serialised value). */
export function fileResponse(description: string) {
  return {
    description,
    content: { 'application/octet-stream': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } },
  };
}

/** Prometheus text exposition (version 0.0.4): `# HELP`, `# TYPE` and one sample a line. */
export function prometheusTextResponse(description: string) {
  return {
    description,
    content: {
      'text/plain': {
        schema: z.string().meta({
          examples: [
            '# HELP csg_chat_turns_total Chat turns by provider, model and outcome.\n' +
              '# TYPE csg_chat_turns_total counter\n' +
              'csg_chat_turns_total{provider="openai",model="gpt-4o-mini",outcome="masked"} 3\n',
          ],
        }),
      },
    },
  };
}
