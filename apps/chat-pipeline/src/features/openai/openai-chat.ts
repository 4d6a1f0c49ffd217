import type { Principal } from '@csg/auth';
import type { CompletionBody, OpenAiChatBody } from '@csg/contracts';
import {
  ProviderError,
  toolingRefusal,
  type ProviderCode,
  type ProviderErrorKind,
  type ToolCall,
} from '@csg/providers';
import { turnFailure, type ChatService, type PrepareOptions } from '../chat/chat.service.ts';
import { readTurn, type TurnOutcome } from './openai-render.ts';
import { asSpecMessages, toolingOf, unsupportedParameter, withToolTurns } from './openai-tooling.ts';
import { TurnCollector } from './turn-collector.ts';

/** A turn that failed while it ran; `provider` says how, when the model's provider was what failed. */
export interface FailedTurn {
  kind: 'failed';
  provider?: ProviderErrorKind;
}

export interface OpenAiChatDeps {
  chat: Pick<ChatService, 'prepare' | 'run'>;
  log: { error: (details: object, message: string) => void };
}

/** OpenAI's body as the specification's: the same turn, null meaning "not given". */
export function toCompletionBody(body: OpenAiChatBody): CompletionBody {
  const given = <T>(value: T | null | undefined) => value ?? undefined;
  return {
    model: body.model,
    messages: asSpecMessages(body.messages),
    provider: body.provider,
    content_filter: body.content_filter,
    temperature: given(body.temperature),
    top_p: given(body.top_p),
    max_tokens: given(body.max_tokens) ?? given(body.max_completion_tokens),
  };
}

/**
 * One OpenAI chat turn through the chat service: the same preparation, filters and provider call
 * as /chat/completions, its events collected and read. A failure before the turn runs (unknown
 * model, session of another tenant) is thrown as the service threw it; a failure while it runs is
 * `failed`, since the service's errors may quote the prompt. Tooling the model cannot honour is
 * refused before the turn runs.
 */
export function createOpenAiChat(deps: OpenAiChatDeps) {
  return async (
    body: OpenAiChatBody,
    caller: Principal,
    clientAddress: string,
    options: { forward: PrepareOptions['forward']; signal: AbortSignal },
  ): Promise<TurnOutcome | FailedTurn> => {
    const prepared = await deps.chat.prepare(toCompletionBody(body), caller, clientAddress, {
      forward: options.forward,
    });
    const tooling = toolingOf(body);
    const { provider, name } = prepared.model;
    const refusal = tooling && toolingRefusal(provider as ProviderCode, name, tooling);
    if (refusal) throw unsupportedParameter(refusal);
    const turn = {
      ...prepared,
      messages: withToolTurns(prepared.messages, body.messages),
      ...(tooling ? { tooling } : {}),
    };
    const collector = new TurnCollector();
    let toolCalls: ToolCall[] = [];
    try {
      await deps.chat.run(turn, collector, { signal: options.signal, onToolCalls: (calls) => (toolCalls = calls) });
      return readTurn(collector.events, toolCalls);
    } catch (error) {
      if (!options.signal.aborted) deps.log.error({ err: turnFailure(error) }, 'openai chat turn failed');
      return error instanceof ProviderError ? { kind: 'failed', provider: error.kind } : { kind: 'failed' };
    }
  };
}

export type OpenAiChat = ReturnType<typeof createOpenAiChat>;
