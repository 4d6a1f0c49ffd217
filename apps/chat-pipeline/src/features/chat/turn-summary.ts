import type { Action, ReportedEntity } from '@csg/contracts';
import type { TokenUsage } from '@csg/providers';
import type { ChatTurn } from './chat.service.ts';

/** How a turn ended. `locked`: the tenant is under review, nothing was scanned; `error` includes a client that left. */
export const CHAT_OUTCOMES = ['allowed', 'masked', 'input_rejected', 'output_rejected', 'locked', 'error'] as const;
export type ChatOutcome = (typeof CHAT_OUTCOMES)[number];

/**
 * What one chat turn did, without its content: built once by the chat service, read by the turn's
 * log line and the metrics. Entity counts are by type, never values.
 */
export interface TurnSummary {
  requestId: string;
  tenantId: string;
  model: string;
  provider: string;
  outcome: ChatOutcome;
  /** Entities found in the prompt and the reply, by type. */
  entities: Record<string, number>;
  tokens?: { prompt: number; completion: number; total: number; estimated: boolean };
  /** From the provider call to its last event (or its failure). */
  providerLatencyMs?: number;
}

export type ObserveTurn = (summary: TurnSummary) => void;

/** A turn's summary before it runs: an error until the turn says how it ended. */
export const startSummary = (turn: ChatTurn): TurnSummary => ({
  requestId: turn.requestId,
  tenantId: turn.caller.tenantId,
  model: turn.model.name,
  provider: turn.model.provider,
  outcome: 'error',
  entities: {},
});

export function countEntities(summary: TurnSummary, entities: readonly ReportedEntity[]): void {
  for (const { type } of entities) summary.entities[type] = (summary.entities[type] ?? 0) + 1;
}

export function countTokens(summary: TurnSummary, usage: TokenUsage, estimated: boolean): void {
  const { prompt_tokens: prompt, completion_tokens: completion, total_tokens: total } = usage;
  summary.tokens = { prompt, completion, total, estimated };
}

/** A delivered turn: withheld reply, masked on either side, or allowed (flags change nothing sent). */
export const deliveredOutcome = (input: Action, output: Action): ChatOutcome =>
  output === 'reject' ? 'output_rejected' : input === 'mask' || output === 'mask' ? 'masked' : 'allowed';
