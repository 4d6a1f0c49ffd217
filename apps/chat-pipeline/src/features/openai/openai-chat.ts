import type { Principal } from '@csg/auth';
import type { CompletionBody, OpenAiChatBody } from '@csg/contracts';
import { turnFailure, type ChatService, type PrepareOptions } from '../chat/chat.service.ts';
import { readTurn, type TurnOutcome } from './openai-render.ts';
import { TurnCollector } from './turn-collector.ts';

export interface OpenAiChatDeps {
  chat: Pick<ChatService, 'prepare' | 'run'>;
  log: { error: (details: object, message: string) => void };
}

/** OpenAI's body as the specification's: the same turn, null meaning "not given". */
export function toCompletionBody(body: OpenAiChatBody): CompletionBody {
  const given = <T>(value: T | null | undefined) => value ?? undefined;
  return {
    model: body.model,
    messages: body.messages,
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
 * `failed`, since the service's errors may quote the prompt.
 */
export function createOpenAiChat(deps: OpenAiChatDeps) {
  return async (
    body: OpenAiChatBody,
    caller: Principal,
    clientAddress: string,
    options: { forward: PrepareOptions['forward']; signal: AbortSignal },
  ): Promise<TurnOutcome | { kind: 'failed' }> => {
    const turn = await deps.chat.prepare(toCompletionBody(body), caller, clientAddress, { forward: options.forward });
    const collector = new TurnCollector();
    try {
      await deps.chat.run(turn, collector, { signal: options.signal });
      return readTurn(collector.events);
    } catch (error) {
      if (!options.signal.aborted) deps.log.error({ err: turnFailure(error) }, 'openai chat turn failed');
      return { kind: 'failed' };
    }
  };
}

export type OpenAiChat = ReturnType<typeof createOpenAiChat>;
