import type { ChatMessage, ToolCall } from '../types.ts';
import { isObject, type JsonObject } from '../wire/json.ts';

/**
 * A call's arguments as the object Anthropic, Gemini and Ollama take. OpenAI sends text the model
 * wrote, which may not parse; such text is passed under `arguments` rather than dropped.
 */
export function argumentsObject(call: ToolCall): JsonObject {
  try {
    const parsed: unknown = JSON.parse(call.arguments);
    return isObject(parsed) ? parsed : { arguments: parsed };
  } catch {
    return { arguments: call.arguments };
  }
}

/** Vendors without call ids (Gemini, Ollama) get one per call of the turn, unique within it. */
export const generatedCallId = (index: number): string => `call_${index}`;

/** The tool named by a tool turn's call id, for vendors that match results by name (Gemini, Ollama). */
export function toolNameOf(messages: readonly ChatMessage[], callId: string | undefined): string {
  for (const message of messages) {
    const call = message.toolCalls?.find((c) => c.id === callId);
    if (call) return call.name;
  }
  return '';
}
