import type { CompletionBody, OpenAiChatBody, OpenAiMessage } from '@csg/contracts';
import { badRequest } from '@csg/errors';
import type { ChatMessage, ChatTooling, ToolingRefusal } from '@csg/providers';

/** What the body asks of the model beyond text, in the providers' vocabulary; undefined when nothing. */
export function toolingOf(body: OpenAiChatBody): ChatTooling | undefined {
  const tools = body.tools?.map(({ function: { name, description, parameters, strict } }) => ({
    name,
    ...(description === undefined ? {} : { description }),
    ...(parameters === undefined ? {} : { parameters }),
    ...(strict == null ? {} : { strict }),
  }));
  const choice = body.tool_choice;
  const toolChoice = typeof choice === 'object' && choice !== null ? { name: choice.function.name } : choice;
  const format = body.response_format;
  const responseFormat =
    format?.type === 'json_object'
      ? format
      : format?.type === 'json_schema'
        ? {
            type: 'json_schema' as const,
            name: format.json_schema.name,
            ...(format.json_schema.description === undefined ? {} : { description: format.json_schema.description }),
            ...(format.json_schema.schema === undefined ? {} : { schema: format.json_schema.schema }),
            ...(format.json_schema.strict == null ? {} : { strict: format.json_schema.strict }),
          }
        : undefined;
  const tooling = {
    ...(tools ? { tools } : {}),
    ...(toolChoice == null ? {} : { toolChoice }),
    ...(responseFormat ? { responseFormat } : {}),
  };
  return Object.keys(tooling).length > 0 ? tooling : undefined;
}

/**
 * The turns as the specification's three roles, one for one (so attachments keep their message
 * index): a tool result stands as a user turn, an assistant turn of calls only has empty text.
 * `withToolTurns` gives them their roles and calls back once prepared.
 */
export const asSpecMessages = (messages: readonly OpenAiMessage[]): CompletionBody['messages'] =>
  messages.map((m) => {
    if (m.role === 'tool') return { role: 'user', content: m.content };
    return { role: m.role, content: m.content ?? '' };
  });

export function withToolTurns(prepared: readonly ChatMessage[], messages: readonly OpenAiMessage[]): ChatMessage[] {
  return prepared.map((message, i) => {
    const sent = messages[i];
    if (sent?.role === 'tool') return { ...message, role: 'tool', toolCallId: sent.tool_call_id };
    if (sent?.role !== 'assistant' || !sent.tool_calls) return message;
    const toolCalls = sent.tool_calls.map((call) => ({ id: call.id, ...call.function }));
    return { ...message, toolCalls };
  });
}

/** A parameter the chosen provider's model cannot honour: OpenAI's error, before anything is sent. */
export const unsupportedParameter = (refusal: ToolingRefusal) =>
  badRequest(refusal.message, { code: 'unsupported_parameter', param: refusal.param });
