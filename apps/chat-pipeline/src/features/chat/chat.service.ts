import type { Principal } from '@csg/auth';
import type { Action, CompletionBody, ReportedEntity } from '@csg/contracts';
import type { ResolvedFilter } from '@csg/detection-engine';
import {
  collectReply,
  type ChatTooling,
  type ProviderClient,
  type ProviderCode,
  type ProviderCredential,
  type ToolCall,
} from '@csg/providers';
import type { SseStream } from '@csg/sse';
import { storedEntities, type DetectionRecord, type DetectionsRepo, type DetectionWriter } from '@csg/detections';
import { sessionNotFound } from '@csg/errors';
import type { CatalogueModel } from '@csg/models';
import { attachmentsOf, inspectChatMedia, type ChatMedia } from '../chat-media/chat-media.ts';
import type { MediaAnalysisClient } from '../chat-media/media-analysis.client.ts';
import { documentsProcessedEvent, withMedia } from '../chat-media/media-turn.ts';
import type { GroundingService } from '../grounding/grounding.service.ts';
import type { ResolvedModel } from '../models/model-resolver.ts';
import type { ReviewGate } from '../reviews/review-gate.ts';
import { fitToWindow, replyReserve } from './context-window.ts';
import { filterInput, type Detect } from './input-filter.ts';
import { toTextMessages, type TextMessage } from './message-text.ts';
import { filterOutput } from './output-filter.ts';
import { rejectionEvent } from './rejection.ts';
import { contextUsage, estimatedUsage } from './token-usage.ts';
import {
  countEntities,
  countTokens,
  deliveredOutcome,
  startSummary,
  type ObserveTurn,
  type TurnSummary,
} from './turn-summary.ts';

export interface ChatDeps {
  detect: Detect;
  resolveFilter: (nickname: string | undefined) => Promise<ResolvedFilter>;
  resolveModel: (caller: Principal, model: string, provider?: string) => Promise<ResolvedModel>;
  providers: Pick<ProviderClient, 'streamChat'>;
  gate: Pick<ReviewGate, 'check' | 'afterJailbreakRejection'>;
  /** A rejection's record, stored before the automatic lock counts it. */
  detections: Pick<DetectionsRepo, 'recordAll'>;
  /** Every other record of a turn, stored behind it in batches. */
  recordWriter: Pick<DetectionWriter, 'enqueue' | 'flush'>;
  grounding: GroundingService;
  isSessionOf: (tenantId: string, sessionId: string) => Promise<boolean>;
  /** Reads and inspects the turn's documents and images before any model sees them. */
  media: Pick<MediaAnalysisClient, 'inspectDocument' | 'inspectImage'>;
  log: { warn: (details: object, message: string) => void };
  /** Told once of every turn run, however it ended: the turn's log line and metrics. */
  observeTurn: ObserveTurn;
}

/** Everything checked before the stream opens: a problem here is still a JSON error response. */
export interface ChatTurn {
  caller: Principal;
  body: CompletionBody;
  messages: TextMessage[];
  model: CatalogueModel;
  credential: ProviderCredential;
  filter: ResolvedFilter;
  clientAddress: string;
  requestId: string;
  /** The attachments as media analysis read them. */
  media: ChatMedia;
  /** Tools and response format (OpenAI surface only), checked against the model before the turn runs. */
  tooling?: ChatTooling;
}

export interface PrepareOptions {
  /** Sessions send their whole history: cut it to the model's window, oldest turns first. */
  fitWindow?: boolean;
  /** The caller's own credential and request id, passed to media analysis with the attachments (and the id logged). */
  forward?: { authorization: string; requestId: string };
}

export interface RunOptions {
  signal: AbortSignal;
  /** Sessions forward what was masked in the prompt; /chat/completions swallows it. */
  forwardUserMessage?: { messageId: string };
  /** Receives the model's tool calls, filtered, before the answer is sent (OpenAI surface only). */
  onToolCalls?: (calls: ToolCall[]) => void;
}

/** The filtered, buffered chat turn: the events of the specification, in its order, [DONE] last. */
export function createChatService(deps: ChatDeps) {
  const prepare = async (
    body: CompletionBody,
    caller: Principal,
    clientAddress: string,
    { fitWindow = false, forward }: PrepareOptions = {},
  ): Promise<ChatTurn> => {
    // Records are filed under the session: one of another tenant is refused, never written to.
    if (body.session_id !== undefined && !(await deps.isSessionOf(caller.tenantId, body.session_id))) {
      throw sessionNotFound();
    }
    // Attachments that cannot be inspected (a remote image URL) are refused before anything is read.
    const attachments = attachmentsOf(body);
    const text = toTextMessages(body);
    const { model, credential } = await deps.resolveModel(caller, body.model, body.provider);
    const messages = fitWindow
      ? fitToWindow(text, model.contextWindow, replyReserve(model.contextWindow, body.max_tokens))
      : text;
    const filter = await deps.resolveFilter(body.content_filter);
    const mediaCaller = forward && { ...forward, clientAddress };
    const media = await inspectChatMedia(attachments, deps.media, mediaCaller, body.content_filter);
    return {
      caller,
      body,
      messages,
      model,
      credential,
      filter,
      clientAddress,
      requestId: forward?.requestId ?? '',
      media,
    };
  };

  const recordOf = (
    turn: ChatTurn,
    surface: 'chat-input' | 'chat-output',
    action: Action,
    entities: readonly ReportedEntity[],
    language: string | null = null,
  ): DetectionRecord => ({
    tenantId: turn.caller.tenantId,
    apiKeyId: turn.caller.apiKeyId ?? null,
    sessionId: turn.body.session_id ?? null,
    surface,
    action,
    filter: turn.filter.nickname,
    entities: storedEntities(entities),
    language,
    clientAddress: turn.clientAddress,
  });

  const run = async (turn: ChatTurn, stream: SseStream, options: RunOptions): Promise<void> => {
    const summary = startSummary(turn);
    try {
      await runTurn(turn, stream, options, summary);
    } finally {
      deps.observeTurn(summary);
    }
  };

  const runTurn = async (
    turn: ChatTurn,
    stream: SseStream,
    { signal, forwardUserMessage, onToolCalls }: RunOptions,
    summary: TurnSummary,
  ): Promise<void> => {
    const { caller, body, filter } = turn;
    const verdict = await deps.gate.check(caller.tenantId);
    if (verdict.kind === 'locked') {
      stream.send(verdict.event);
      summary.outcome = 'locked';
      return stream.done();
    }
    if (verdict.warning) stream.send(verdict.warning);
    const documents = documentsProcessedEvent(turn.media);
    if (documents) stream.send(documents);

    const input = withMedia(await filterInput(turn.messages, deps.detect, filter.policy, signal), turn.media);
    const language = input.language.reliable ? input.language.code : null;
    const inputRecord = recordOf(turn, 'chat-input', input.action, input.entities, language);
    countEntities(summary, input.entities);
    // Before a rejection too: the session stores the message as masked, rejected parts hidden.
    if (forwardUserMessage) {
      stream.send({
        type: 'user_message_processed',
        message_id: forwardUserMessage.messageId,
        masked_content: input.lastUserMasked,
        entities: input.lastUserEntities,
      });
    }
    if (input.action === 'reject') {
      // The automatic lock counts the rejections stored, and lands before the stream ends: the
      // caller's next request already meets it.
      await deps.detections.recordAll([inputRecord]);
      if (input.entities.some((e) => e.category === 'jailbreak' && e.action === 'reject')) {
        await deps.gate.afterJailbreakRejection(caller.tenantId);
      }
      stream.send(rejectionEvent(input.entities));
      summary.outcome = 'input_rejected';
      return stream.done();
    }

    // A delivered turn hands both records over together; a turn the provider or the client cut
    // short still stores what its prompt held.
    let inputRecorded = false;
    let output: Awaited<ReturnType<typeof filterOutput>>;
    let reply: Awaited<ReturnType<typeof collectReply>>;
    const calledAt = performance.now();
    try {
      reply = await collectReply(
        deps.providers.streamChat(
          {
            provider: turn.model.provider as ProviderCode,
            model: turn.model.name,
            messages: input.messages,
            temperature: body.temperature,
            max_tokens: body.max_tokens,
            top_p: body.top_p,
            credential: turn.credential,
            ...(turn.tooling ? { tooling: turn.tooling } : {}),
          },
          { signal },
        ),
      );
      summary.providerLatencyMs = Math.round(performance.now() - calledAt);
      const usage = reply.usage ?? estimatedUsage(input.messages, reply.text);
      countTokens(summary, usage, reply.usage === null);
      const accounted = body.include_context_usage
        ? { ...usage, ...contextUsage(usage, turn.model.contextWindow) }
        : usage;
      stream.send({ type: 'token_usage', usage: { ...accounted } });
      // Out before the output filter runs, not with the answer.
      stream.flush();

      output = await filterOutput(reply.text, deps.detect, filter.policy, input.language, reply.toolCalls);
      if (output.toolCalls.length > 0) onToolCalls?.(output.toolCalls);
      for (const event of output.events) stream.send(event);
      countEntities(summary, output.entities);
      summary.outcome = deliveredOutcome(input.action, output.action);
      stream.done();
      inputRecorded = true;
      // The client has its answer: the records are written behind it, with other turns' (the writer
      // logs a batch it could not store). Awaited only while the writer's queue is full.
      await deps.recordWriter
        .enqueue([inputRecord, recordOf(turn, 'chat-output', output.action, output.entities)])
        .catch((error: unknown) =>
          deps.log.warn({ error: errorName(error) }, 'detection records of a delivered turn were not stored'),
        );
    } finally {
      summary.providerLatencyMs ??= Math.round(performance.now() - calledAt);
      if (!inputRecorded) {
        // Stored before the route writes the error frame: turns cut short are rare, so the wait is cheap.
        await deps.recordWriter
          .enqueue([inputRecord])
          .then(() => deps.recordWriter.flush())
          .catch((error: unknown) => deps.log.warn({ error: errorName(error) }, 'input detection record failed'));
      }
    }

    if (body.contexts?.length && output.action !== 'reject') {
      void deps
        .grounding({
          reply: reply.text,
          contexts: body.contexts,
          tenantId: caller.tenantId,
          apiKeyId: caller.apiKeyId ?? null,
          sessionId: body.session_id ?? null,
          filter: filter.nickname,
        })
        .catch((error: unknown) => deps.log.warn({ error: errorName(error) }, 'grounding check failed'));
    }
  };

  return { prepare, run };
}

export type ChatService = ReturnType<typeof createChatService>;

/** The error's class name only: a message could quote the prompt. */
const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error);

/** What is logged of a turn that failed while it ran: its class and failure kind, never its message. */
export const turnFailure = (error: unknown) => ({ type: errorName(error), kind: (error as { kind?: unknown }).kind });
