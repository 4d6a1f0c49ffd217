import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { SESSION_TURN_PATH } from '@csg/config';
import { HttpError } from '@csg/errors';
import { forward, UpstreamError } from '@csg/http';
import { parseSseStream, type SseMessage } from '@csg/sse';
import type { Dispatcher } from 'undici';

export interface TurnCall {
  body: object;
  /** The caller's own `Authorization`: the pipeline checks the same identity and roles again. */
  authorization: string;
  clientAddress: string;
  requestId: string;
  signal: AbortSignal;
}

/** The pipeline's answer: an event stream, or a JSON refusal (400, 402, 403, …) to pass on as is. */
export type TurnResponse =
  | { kind: 'stream'; events: AsyncIterable<SseMessage> }
  | { kind: 'refused'; statusCode: number; contentType: string; body: string };

export function createChatPipelineClient(pool: Dispatcher) {
  return {
    openTurn: async (call: TurnCall): Promise<TurnResponse> => {
      const json = Buffer.from(JSON.stringify(call.body));
      let res;
      try {
        res = await forward(pool, {
          method: 'POST',
          path: SESSION_TURN_PATH,
          headers: {
            authorization: call.authorization,
            'content-type': 'application/json',
            'content-length': String(json.length),
            'x-forwarded-for': call.clientAddress,
            'x-request-id': call.requestId,
          },
          body: Readable.from([json]),
          signal: call.signal,
        });
      } catch (error) {
        if (error instanceof UpstreamError && error.kind !== 'aborted') {
          throw new HttpError(error.kind === 'timeout' ? 504 : 502, 'Chat pipeline unavailable');
        }
        throw error;
      }
      const contentType = String(res.headers['content-type'] ?? '');
      if (res.statusCode === 200 && contentType.startsWith('text/event-stream')) {
        return { kind: 'stream', events: parseSseStream(res.body) };
      }
      return { kind: 'refused', statusCode: res.statusCode, contentType, body: await text(res.body) };
    },
  };
}

export type ChatPipelineClient = ReturnType<typeof createChatPipelineClient>;
