import { schema } from '@csg/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSessionsApp } from './harness.ts';

// Nothing listens on port 1 of the loopback: every connection is refused at once.
const h = useSessionsApp(() => ({ CHAT_PIPELINE_URL: 'http://127.0.0.1:1' }));

describe('POST /sessions/:id/messages with the chat pipeline down', () => {
  it('answers 502 in the framework body and stores nothing', async () => {
    const user = await h.tenant('normal_user');
    const { id } = (await h.call(user, 'POST', '/sessions', {})).json<{ id: string }>();
    const res = await h.call(user, 'POST', `/sessions/${id}/messages`, { content: 'Hi', model: 'gpt-4o-mini' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ statusCode: 502, message: 'Chat pipeline unavailable', error: 'Bad Gateway' });
    const messages = await h.db.select().from(schema.sessionMessages).where(eq(schema.sessionMessages.sessionId, id));
    expect(messages).toEqual([]);
  });
});

describe('titles with the chat pipeline down', () => {
  it('answers 502 rather than store a title nothing has scanned', async () => {
    const user = await h.tenant('normal_user');
    const res = await h.call(user, 'POST', '/sessions', { title: 'Trip for jane@example.org' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ statusCode: 502, message: 'Chat pipeline unavailable', error: 'Bad Gateway' });
    expect(await h.db.select().from(schema.sessions).where(eq(schema.sessions.tenantId, user.id))).toEqual([]);
  });
});
