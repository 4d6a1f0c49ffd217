import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import {
  SESSION_TITLE_PATH,
  SESSION_TURN_PATH,
  sessionTitleScanSchema,
  type SessionTitleScan,
  type SessionTurnBody,
} from '@csg/contracts';
import { HttpError } from '@csg/errors';
import { forward, UpstreamError } from '@csg/http';
import { parseSseStream, type SseMessage } from '@csg/sse';
import type { Dispatcher } from 'undici';

/** Who the pipeline is called for: the same identity, address and request id as the client's call. */
export interface PipelineCaller {
  /** The caller's own `Authorization`: the pipeline checks the same identity and roles again. */
  authorization: string;
  clientAddress: string;
  requestId: string;
}

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

/** A JSON body, or undefined when the pipeline did not send one. */
function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

export function createChatPipelineClient(pool: Dispatcher) {
  const post = async (
    path: string,
    body: object,
    caller: PipelineCaller,
    { signal, headersTimeoutMs }: { signal?: AbortSignal; headersTimeoutMs?: number } = {},
  ) => {
    const json = Buffer.from(JSON.stringify(body));
    try {
      return await forward(pool, {
        method: 'POST',
        path,
        headers: {
          authorization: caller.authorization,
          'content-type': 'application/json',
          'content-length': String(json.length),
          'x-forwarded-for': caller.clientAddress,
          'x-request-id': caller.requestId,
        },
        body: Readable.from([json]),
        signal,
        headersTimeoutMs,
      });
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
      const scan = res.statusCode === 200 ? sessionTitleScanSchema.safeParse(parseJson(body)) : undefined;
      if (!scan?.success) throw new HttpError(502, UNAVAILABLE);
      return scan.data;
    },
  };
}

export type ChatPipelineClient = ReturnType<typeof createChatPipelineClient>;
