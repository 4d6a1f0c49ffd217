import {
  reportedEntity,
  type Action,
  type DetectedLanguage,
  type DetectionResult,
  type ReportedEntity,
} from '@csg/contracts';
import { strongestAction, type FilterPolicy } from '@csg/detection-engine';
import type { TextMessage } from './message-text.ts';
import { filterToolCalls } from './tool-call-filter.ts';

export type Detect = (
  text: string,
  options: { policy: FilterPolicy; signal?: AbortSignal; language?: DetectedLanguage },
) => Promise<DetectionResult>;

/** What a message whose language is not asked for is given: identification is skipped. */
const UNASKED: DetectedLanguage = { code: 'und', reliable: false };

export interface InputVerdict {
  action: Action;
  /** The conversation with masked entities replaced by placeholders: what the provider receives. */
  messages: TextMessage[];
  entities: ReportedEntity[];
  /** The last user message as masked, and what was found in it, for `user_message_processed`. */
  lastUserMasked: string;
  lastUserEntities: ReportedEntity[];
  /** The last user message's language: the turn's (identification is the costliest step on chat-sized text). */
  language: DetectedLanguage;
}

/**
 * Runs every message of the conversation through the engine with the request's filter. Earlier
 * assistant turns are scanned too: a client can put anything in them.
 */
export async function filterInput(
  messages: readonly TextMessage[],
  detect: Detect,
  policy: FilterPolicy,
  signal?: AbortSignal,
): Promise<InputVerdict> {
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  const results = await Promise.all(
    messages.map((m, i) => detect(m.content, { policy, signal, ...(i === lastUser ? {} : { language: UNASKED }) })),
  );
  // An assistant turn's tool calls are the client's text too (OpenAI surface only).
  const calls = await Promise.all(
    messages.map((m) =>
      filterToolCalls(m.toolCalls ?? [], (text) => detect(text, { policy, signal, language: UNASKED })),
    ),
  );
  const masked = messages.map((m, i) => ({
    ...m,
    content: results[i]?.maskedText ?? m.content,
    ...(m.toolCalls ? { toolCalls: calls[i]?.calls ?? m.toolCalls } : {}),
  }));
  const entities = messages.flatMap((_, i) =>
    [results[i], ...(calls[i]?.results ?? [])].flatMap(
      (r) => r?.detectedEntities.map((e) => reportedEntity(e, i)) ?? [],
    ),
  );
  return {
    action: strongestAction([...results, ...calls.flatMap((c) => c.results)].map((r) => r.action)),
    messages: masked,
    entities,
    lastUserMasked: masked[lastUser]?.content ?? '',
    lastUserEntities: entities.filter((e) => e.message_index === lastUser),
    language: results[lastUser]?.language ?? UNASKED,
  };
}
