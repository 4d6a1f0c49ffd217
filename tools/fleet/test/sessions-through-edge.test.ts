import { describe, expect, it } from 'vitest';
import { call, useChatFleet } from './chat-e2e-helpers.ts';

// The session endpoints of the specification ("Session endpoints"), through the real edge.
const f = useChatFleet({ adminProviders: [], userProviders: ['openai'] });

type Session = { id: string; title: string; lastUsedAt: string };

describe('sessions through the edge', () => {
  it('creates, lists, reads, renames and deletes a session of the signed-in user', async () => {
    const token = f.user.token;
    const created = await call<Session>(f.edge, 'POST', '/sessions', { token, body: { title: 'Through the edge' } });
    expect(created.status).toBe(201);
    const { id } = created.body;

    const listed = await call<Session[]>(f.edge, 'GET', '/sessions', { token });
    expect(listed.body.map((s) => s.id)).toContain(id);
    expect((await call(f.edge, 'GET', `/sessions/${id}`, { token })).body).toMatchObject({ id, messages: [] });

    const renamed = await call<Session>(f.edge, 'PATCH', `/sessions/${id}`, { token, body: { title: 'Renamed' } });
    expect(renamed.body.title).toBe('Renamed');
    expect((await call(f.edge, 'GET', `/sessions/${id}`, { token: f.admin.token })).status).toBe(404);

    expect((await call(f.edge, 'DELETE', `/sessions/${id}`, { token })).status).toBe(204);
    expect((await call(f.edge, 'GET', `/sessions/${id}`, { token })).status).toBe(404);
  });

  it('answers a malformed id with 400, the auditor with 403 ROLE_NOT_FOR_CHAT, no credential with 401', async () => {
    expect((await call(f.edge, 'GET', '/sessions/not-an-id', { token: f.user.token })).status).toBe(400);
    const auditor = await f.account('auditor');
    const refused = await call(f.edge, 'POST', '/sessions', { token: auditor.token, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ROLE_NOT_FOR_CHAT' });
    expect((await call(f.edge, 'GET', '/sessions')).status).toBe(401);
  });
});
