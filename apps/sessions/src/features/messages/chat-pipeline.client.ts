import { text } from 'node:stream/consumers';
import {
  SESSION_TITLE_PATH,
  SESSION_TURN_PATH,
  sessionTitleScanSchema,
  type SessionTitleScan,
  type SessionTurnBody,
} from '@csg/contracts';
import { HttpError } from '@csg/errors';
import { parseJsonBody, postAsCaller, UpstreamError, type FleetCaller } from '@csg/http';
import { parseSseStream, type SseMessage } from '@csg/sse';
import type { Dispatcher } from 'undici';

/** Who the pipeline is called for: the same identity, address and request id as the client's call. */
export type PipelineCaller = FleetCaller;

export interface TurnCall extends PipelineCaller {
  body: SessionTurnBody;
  signal: AbortSignal;
}

/** The pipeline's answer: an event stream, or a JSON refusal (400, 402, 403, …) to pass on as is. */
export type TurnResponse =
  | { kind: 'stream'; events: AsyncIterable<SseMessage> }
  | { kind: 'refused'; statusCode: number; contentType: string; body: string };

const UNAVAILABLE = 'Chat pipeline unavailable';
/** A title scan is one short detection: a pipeline silent this long is answered 504, like the edge's JSON routes. */
const TITLE_SCAN_HEADERS_TIMEOUT_MS = 30_000;

export function createChatPipelineClient(pool: Dispatcher) {
  const post = async (
    path: string,
    body: object,
    caller: PipelineCaller,
    { signal, headersTimeoutMs }: { signal?: AbortSignal; headersTimeoutMs?: number } = {},
  ) => {
    try {
      return await postAsCaller(pool, path, body, caller, { signal, headersTimeoutMs });
    } catch (error) {
      if (error instanceof UpstreamError && error.kind !== 'aborted') {
        throw new HttpError(error.kind === 'timeout' ? 504 : 502, UNAVAILABLE);
      }
      throw error;
    }
  };

  return {
    openTurn: async (call: TurnCall): Promise<TurnResponse> => {
      const res = await post(SESSION_TURN_PATH, call.body, call, { signal: call.signal });
      const contentType = String(res.headers['content-type'] ?? '');
      if (res.statusCode === 200 && contentType.startsWith('text/event-stream')) {
        return { kind: 'stream', events: parseSseStream(res.body) };
      }
      return { kind: 'refused', statusCode: res.statusCode, contentType, body: await text(res.body) };
    },

    /**
     * The title as it may be stored, and the filter's action on it. Sessions has already applied
     * its own access rules to the same token, so any answer but 200 means the pipeline is unwell.
     */
    scanTitle: async (title: string, caller: PipelineCaller): Promise<SessionTitleScan> => {
      const res = await post(SESSION_TITLE_PATH, { title }, caller, {
        headersTimeoutMs: TITLE_SCAN_HEADERS_TIMEOUT_MS,
      });
      const body = await text(res.body);
      const scan = res.statusCode === 200 ? sessionTitleScanSchema.safeParse(parseJsonBody(body)) : undefined;
      if (!scan?.success) throw new HttpError(502, UNAVAILABLE);
      return scan.data;
    },
  };
}

export type ChatPipelineClient = ReturnType<typeof createChatPipelineClient>;
