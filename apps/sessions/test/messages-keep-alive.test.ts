import { Readable } from 'node:stream';
import { schema } from '@csg/db';
import { parseSseStream, SSE_KEEP_ALIVE_COMMENT } from '@csg/sse';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answered, useFakePipeline } from './fake-pipeline.ts';
import { useSessionsApp, type Caller } from './harness.ts';

const pipeline = useFakePipeline();
const h = useSessionsApp(() => ({ CHAT_PIPELINE_URL: pipeline.url, SSE_KEEP_ALIVE_MS: '50' }));

let user: Caller;
beforeAll(async () => {
  user = await h.tenant('normal_user');
});

const KEEP_ALIVE = SSE_KEEP_ALIVE_COMMENT.trimEnd();
const kindOf = (frame: unknown) =>
  frame === '[DONE]' ? frame : ((frame as { type?: string; id?: string }).type ?? (frame as { id?: string }).id);

describe('POST /sessions/:id/messages while the pipeline buffers a reply', () => {
  it("keeps the client's stream alive; the pipeline's comments are not events and the turn is stored", async () => {
    const session = (await h.call(user, 'POST', '/sessions', { title: 'Slow' })).json<{ id: string }>();
    pipeline.answer({ frames: (t) => answered(t, 'Take your time', 'Done.'), holdMs: 400 });
    const res = await h.call(user, 'POST', `/sessions/${session.id}/messages`, {
      content: 'Take your time',
      model: 'gpt-4o-mini',
    });

    const blocks = res.body.split('\n\n').slice(0, -1);
    expect(blocks[0]).toMatch(/^data: \{"type":"user_message_processed"/);
    const next = blocks.findIndex((block, i) => i > 0 && block.startsWith('data: '));
    expect(next).toBeGreaterThanOrEqual(4);
    expect(new Set(blocks.slice(1, next))).toEqual(new Set([KEEP_ALIVE]));

    const frames: unknown[] = [];
    for await (const m of parseSseStream(Readable.from([res.body]))) frames.push(m.done ? '[DONE]' : m.data);
    expect(frames.map(kindOf)).toEqual(['user_message_processed', 'token_usage', 'filtered-response', '[DONE]']);
    const stored = await h.db
      .select({ role: schema.sessionMessages.role, content: schema.sessionMessages.content })
      .from(schema.sessionMessages)
      .where(eq(schema.sessionMessages.sessionId, session.id))
      .orderBy(asc(schema.sessionMessages.seq));
    expect(stored).toEqual([
      { role: 'user', content: 'Take your time' },
      { role: 'assistant', content: 'Done.' },
    ]);
  });
});
