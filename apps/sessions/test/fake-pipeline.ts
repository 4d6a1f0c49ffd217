import type { IncomingHttpHeaders } from 'node:http';
import { json } from 'node:stream/consumers';
import { SESSION_TITLE_PATH, type SessionTitleScan } from '@csg/contracts';
import { formatSseFrame, SSE_DONE_FRAME, SSE_HEADERS, SSE_KEEP_ALIVE_COMMENT } from '@csg/sse';
import { startHttpServer, type TestHttpServer } from '@csg/testing';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A turn as the fake received it. */
export interface ReceivedTurn {
  headers: IncomingHttpHeaders;
  body: { messages: { role: string; content: string }[]; session_id: string; message_id: string } & Record<
    string,
    unknown
  >;
}

/**
 * What the fake answers: frames (objects, `'[DONE]'`) written as an event stream, the last one
 * withheld by `cut` (the connection then ends without `[DONE]`), or all but the first held back
 * `holdMs` with keep-alive comments meanwhile (a provider that is slow); or a JSON refusal.
 */
export type Script =
  | { frames: (turn: ReceivedTurn) => (object | '[DONE]')[]; cut?: boolean; holdMs?: number }
  | { status: number; json: object };

export interface FakePipeline {
  url: string;
  turns: ReceivedTurn[];
  answer(script: Script): void;
  /** Titles the sessions app asked to scan, with the headers they came with. */
  titles: { title: string; headers: IncomingHttpHeaders }[];
  /** How titles are scanned from now on; by default each is allowed as it is. */
  scanTitles(scan: (title: string) => SessionTitleScan): void;
}

const allowAll = (title: string): SessionTitleScan => ({ action: 'allow', title });

/**
 * A stand-in for the chat pipeline's session-turn and session-title routes (the apps cannot import
 * each other), to drive the sessions app through the endings the real pipeline rarely produces on
 * demand. The real pipeline's answers are tested through the edge (tools/fleet).
 */
export function useFakePipeline(): FakePipeline {
  let server: TestHttpServer;
  let script: Script;
  let scanTitle = allowAll;
  const fake: FakePipeline = {
    url: '',
    turns: [],
    titles: [],
    answer: (s) => (script = s),
    scanTitles: (scan) => (scanTitle = scan),
  };

  beforeAll(async () => {
    server = await startHttpServer((req, res) => {
      void json(req).then((body) => {
        if (req.url === SESSION_TITLE_PATH) {
          const { title } = body as { title: string };
          fake.titles.push({ title, headers: req.headers });
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(scanTitle(title)));
          return;
        }
        const turn = { headers: req.headers, body: body as ReceivedTurn['body'] };
        fake.turns.push(turn);
        if ('status' in script) {
          res.writeHead(script.status, { 'content-type': 'application/json' }).end(JSON.stringify(script.json));
          return;
        }
        const frames = script.frames(turn).map((f) => (f === '[DONE]' ? SSE_DONE_FRAME : formatSseFrame(f)));
        res.writeHead(200, SSE_HEADERS);
        if (script.cut) {
          // Once the client holds the first frames: a stream that breaks, not a refused request.
          res.write(frames.slice(0, -1).join(''), () => setTimeout(() => res.destroy(), 50));
        } else if (script.holdMs) {
          res.write(frames[0]);
          const beat = setInterval(() => res.write(SSE_KEEP_ALIVE_COMMENT), 40);
          setTimeout(() => {
            clearInterval(beat);
            res.end(frames.slice(1).join(''));
          }, script.holdMs);
        } else {
          res.end(frames.join(''));
        }
      });
    });
    fake.url = server.url;
  });
  beforeEach(() => {
    fake.turns.length = 0;
    fake.titles.length = 0;
    scanTitle = allowAll;
  });
  afterAll(() => server.close());
  return fake;
}

/** The events of an answered turn, as the real pipeline sends them. */
export const answered = (turn: ReceivedTurn, masked: string, reply: string) => [
  { type: 'user_message_processed', message_id: turn.body.message_id, masked_content: masked, entities: [] },
  { type: 'token_usage', usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } },
  { id: 'filtered-response', content: reply, finish_reason: 'stop', filtered: false, entities_masked: 0 },
  '[DONE]' as const,
];
