import { strongestAction, type Action, type DetectionResult, type FilterPolicy } from '@csg/detection-engine';
import type { TextMessage } from './message-text.ts';

export type Detect = (
  text: string,
  options: { policy: FilterPolicy; signal?: AbortSignal },
) => Promise<DetectionResult>;

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
  /** The last user message as masked, for `user_message_processed`. */
  lastUserMasked: string;
  language: string | null;
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
  const results = await Promise.all(messages.map((m) => detect(m.content, { policy, signal })));
  const masked = messages.map((m, i) => ({ role: m.role, content: results[i]?.maskedText ?? m.content }));
  const lastUser = masked.findLast((m) => m.role === 'user');
  return {
    action: strongestAction(results.map((r) => r.action)),
    messages: masked,
    entities: results.flatMap((r, i) => r.detectedEntities.map((e) => reportedEntity(e, i))),
    lastUserMasked: lastUser?.content ?? '',
    language: results.findLast((r) => r.language.reliable)?.language.code ?? null,
  };
}
