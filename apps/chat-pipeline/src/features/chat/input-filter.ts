import {
  strongestAction,
  type Action,
  type DetectedLanguage,
  type DetectionResult,
  type FilterPolicy,
} from '@csg/detection-engine';
import type { TextMessage } from './message-text.ts';

export type Detect = (
  text: string,
  options: { policy: FilterPolicy; signal?: AbortSignal; language?: DetectedLanguage },
) => Promise<DetectionResult>;

/** What a message whose language is not asked for is given: identification is skipped. */
const UNASKED: DetectedLanguage = { code: 'und', reliable: false };

/** An entity as events and detection records carry it: where and what, never the matched text. */
export interface ReportedEntity {
  type: string;
  category: string;
  action: Action;
  confidence: number;
  start: number;
  end: number;
  source: string;
  /** Which message of the request it was found in (input filtering only). */
  message_index?: number;
}

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

export const reportedEntity = (
  e: DetectionResult['detectedEntities'][number],
  messageIndex?: number,
): ReportedEntity => ({
  type: e.type,
  category: e.category,
  action: e.action,
  confidence: e.confidence,
  start: e.start,
  end: e.end,
  source: e.source,
  ...(messageIndex === undefined ? {} : { message_index: messageIndex }),
});

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
  const masked = messages.map((m, i) => ({ role: m.role, content: results[i]?.maskedText ?? m.content }));
  const entities = results.flatMap((r, i) => r.detectedEntities.map((e) => reportedEntity(e, i)));
  return {
    action: strongestAction(results.map((r) => r.action)),
    messages: masked,
    entities,
    lastUserMasked: masked[lastUser]?.content ?? '',
    lastUserEntities: entities.filter((e) => e.message_index === lastUser),
    language: results[lastUser]?.language ?? UNASKED,
  };
}
