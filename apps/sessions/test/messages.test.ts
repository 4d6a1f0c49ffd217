import { Readable } from 'node:stream';
import { schema } from '@csg/db';
import { parseSseStream } from '@csg/sse';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { answered, useFakePipeline, type ReceivedTurn, type Script } from './fake-pipeline.ts';
import { useSessionsApp, type Caller } from './harness.ts';

// POST /sessions/:id/messages against a stand-in pipeline: what is forwarded, relayed and stored.
const pipeline = useFakePipeline();
const h = useSessionsApp(() => ({ CHAT_PIPELINE_URL: pipeline.url }));

let user: Caller;
beforeAll(async () => {
  user = await h.tenant('normal_user');
});

const newSession = async (caller: Caller = user) =>
  (await h.call(caller, 'POST', '/sessions', { title: 'Messages' })).json<{ id: string; lastUsedAt: string }>();

async function send(sessionId: string, body: object = { content: 'Hello there', model: 'gpt-4o-mini' }, caller = user) {
  const res = await h.call(caller, 'POST', `/sessions/${sessionId}/messages`, body);
  const frames: unknown[] = [];
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    for await (const m of parseSseStream(Readable.from([res.body]))) frames.push(m.done ? '[DONE]' : m.data);
  }
  return { res, frames };
}

const stored = (sessionId: string) =>
  h.db
    .select({
      id: schema.sessionMessages.id,
      role: schema.sessionMessages.role,
      content: schema.sessionMessages.content,
      rejected: schema.sessionMessages.rejected,
    })
    .from(schema.sessionMessages)
    .where(eq(schema.sessionMessages.sessionId, sessionId))
    .orderBy(asc(schema.sessionMessages.seq));

describe('POST /sessions/:id/messages', () => {
  it('forwards every event, stores the masked message and the reply, and moves lastUsedAt', async () => {
    const session = await newSession();
    pipeline.answer({ frames: (t) => answered(t, 'Mail [EMAIL_ADDRESS] now', 'Done.') });
    const { res, frames } = await send(session.id, {
      content: 'Mail ann@example.org now',
      model: 'gpt-4o-mini',
      temperature: 0.2,
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(
      frames.map((f) => (f === '[DONE]' ? f : ((f as { type?: string }).type ?? (f as { id: string }).id))),
    ).toEqual(['user_message_processed', 'token_usage', 'filtered-response', '[DONE]']);
    const [turn] = pipeline.turns;
    expect(turn?.body).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.2,
      session_id: session.id,
      messages: [{ role: 'user', content: 'Mail ann@example.org now' }],
    });
    expect(turn?.headers.authorization).toBe(user.auth.authorization);
    expect(turn?.headers['x-request-id']).toBe(res.headers['x-request-id']);

    const messages = await stored(session.id);
    expect(messages).toEqual([
      { id: turn?.body.message_id, role: 'user', content: 'Mail [EMAIL_ADDRESS] now', rejected: false },
      { id: expect.any(String) as unknown, role: 'assistant', content: 'Done.', rejected: false },
    ]);
    const after = (await h.call(user, 'GET', `/sessions/${session.id}`)).json<{ lastUsedAt: string }>();
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(session.lastUsedAt));
  });

  it('sends the stored history, masked, before the new message', async () => {
    const session = await newSession();
    pipeline.answer({ frames: (t) => answered(t, 'First [PERSON]', 'One.') });
    await send(session.id, { content: 'First Ann', model: 'gpt-4o-mini' });
    pipeline.answer({ frames: (t) => answered(t, 'Second', 'Two.') });
    await send(session.id, { content: 'Second', model: 'gpt-4o-mini' });
    expect(pipeline.turns[1]?.body.messages).toEqual([
      { role: 'user', content: 'First [PERSON]' },
      { role: 'assistant', content: 'One.' },
      { role: 'user', content: 'Second' },
    ]);
  });

  it('stores a rejected turn as masked message and rejection, and never sends it as context again', async () => {
    const session = await newSession();
    pipeline.answer({
      frames: (t) => [
        {
          type: 'user_message_processed',
          message_id: t.body.message_id,
          masked_content: 'Keep [PRIVATE_KEY]',
          entities: [],
        },
        { error: 'Request blocked by the content filter', type: 'content_rejected', entities: [] },
        '[DONE]',
      ],
    });
    const { frames } = await send(session.id, { content: 'Keep -----BEGIN…', model: 'gpt-4o-mini' });
    expect(frames.at(-2)).toMatchObject({ type: 'content_rejected' });
    expect(await stored(session.id)).toEqual([
      expect.objectContaining({ role: 'user', content: 'Keep [PRIVATE_KEY]', rejected: true }),
      expect.objectContaining({ role: 'assistant', content: 'Request blocked by the content filter', rejected: true }),
    ]);
    pipeline.answer({ frames: (t) => answered(t, 'Next', 'Ok.') });
    await send(session.id, { content: 'Next', model: 'gpt-4o-mini' });
    expect(pipeline.turns[1]?.body.messages).toEqual([{ role: 'user', content: 'Next' }]);
  });

  it('stores nothing when the review gate locked the caller', async () => {
    const session = await newSession();
    const locked = {
      type: 'user_locked',
      reason: 'review',
      review_id: 'r1',
      locked_at: new Date().toISOString(),
      unlock_request_status: null,
    };
    pipeline.answer({ frames: () => [locked, '[DONE]'] });
    const { frames } = await send(session.id);
    expect(frames).toEqual([locked, '[DONE]']);
    expect(await stored(session.id)).toEqual([]);
  });

  it('writes one error frame and stores nothing when the pipeline fails mid-stream or is cut short', async () => {
    const session = await newSession();
    const endings: Script[] = [
      {
        frames: (t: ReceivedTurn) => [
          ...answered(t, 'x', 'y').slice(0, 2),
          { error: 'An internal error occurred' },
          '[DONE]' as const,
        ],
      },
      { frames: (t: ReceivedTurn) => answered(t, 'x', 'y'), cut: true },
    ];
    for (const script of endings) {
      pipeline.answer(script);
      const { frames } = await send(session.id);
      expect(frames.slice(-2)).toEqual([{ error: 'An internal error occurred' }, '[DONE]']);
      expect(frames.filter((f) => (f as { error?: string }).error)).toHaveLength(1);
    }
    expect(await stored(session.id)).toEqual([]);
  });

  it("passes the pipeline's refusal on as it was written, storing nothing", async () => {
    const session = await newSession();
    const refusal = {
      statusCode: 400,
      message: 'Model "x" is served by openai and azure-openai; name one as provider',
      error: 'Bad Request',
    };
    pipeline.answer({ status: 400, json: refusal });
    const { res } = await send(session.id, { content: 'Hi', model: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal);
    expect(await stored(session.id)).toEqual([]);
  });

  it('refuses bad input before the pipeline: empty content, malformed id, unknown session', async () => {
    const session = await newSession();
    for (const content of ['', '   \n ']) {
      const { res } = await send(session.id, { content, model: 'gpt-4o-mini' });
      expect(res.statusCode).toBe(400);
    }
    expect((await send(session.id, { content: 'no model' })).res.statusCode).toBe(400);
    // PostgreSQL text cannot hold U+0000: refused here, not answered by the provider and then lost.
    const nul = await send(session.id, { content: 'Hello\u0000there', model: 'gpt-4o-mini' });
    expect(nul.res.statusCode).toBe(400);
    expect(nul.res.json()).toMatchObject({ message: 'Invalid request body', issues: [{ path: ['content'] }] });
    expect((await send('not-an-id')).res.statusCode).toBe(400);
    const missing = await send('00000000-0000-4000-8000-000000000000');
    expect(missing.res.statusCode).toBe(404);
    expect(missing.res.json()).toMatchObject({ statusCode: 404, message: 'Session not found' });
    const other = await newSession(await h.tenant('normal_user'));
    expect((await send(other.id)).res.statusCode).toBe(404);
    expect(pipeline.turns).toHaveLength(0);
  });

  it('refuses an API key (401), the auditor (ROLE_NOT_FOR_CHAT) and the viewer (READ_ONLY_ROLE)', async () => {
    const session = await newSession();
    const key = await h.apiKey(user.id);
    expect((await send(session.id, undefined, { id: user.id, auth: key })).res.statusCode).toBe(401);
    for (const [role, code] of [
      ['auditor', 'ROLE_NOT_FOR_CHAT'],
      ['viewer', 'READ_ONLY_ROLE'],
    ] as const) {
      const { res } = await send(session.id, undefined, await h.tenant(role));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code });
    }
    expect(pipeline.turns).toHaveLength(0);
  });
});
