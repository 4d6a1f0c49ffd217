import type { Principal } from '@csg/auth';
import { HttpError } from '@csg/errors';
import { describe, expect, it, vi } from 'vitest';
import { createChatService, type ChatDeps } from './chat.service.ts';

const caller: Principal = {
  tenantId: 'a1b2c3d4-0000-4000-8000-000000000001',
  username: 'u',
  role: 'normal_user',
  tenantRole: 'normal_user',
  via: 'jwt',
};
const OWN = 'a1b2c3d4-0000-4000-8000-0000000000aa';
const THEIRS = 'a1b2c3d4-0000-4000-8000-0000000000bb';

/** prepare() with every dependency it must not reach failing loudly. */
function service(isSessionOf: ChatDeps['isSessionOf']) {
  const resolveModel = vi.fn(() => Promise.resolve({ model: { contextWindow: 8_000 }, credential: {} }));
  const resolveFilter = vi.fn(() => Promise.resolve({ nickname: 'content-safety-v2', policy: {} }));
  const unused = () => {
    throw new Error('not reached by prepare()');
  };
  const deps = {
    isSessionOf,
    resolveModel,
    resolveFilter,
    detect: unused,
    providers: { streamChat: unused },
    gate: { check: unused, afterJailbreakRejection: unused },
    detections: { recordAll: unused },
    grounding: unused,
    log: { warn: unused },
  } as unknown as ChatDeps;
  return { chat: createChatService(deps), resolveModel };
}

const body = (session_id?: string) => ({
  model: 'gpt-4o-mini',
  messages: [{ role: 'user' as const, content: 'hi' }],
  ...(session_id && { session_id }),
});

describe('chat prepare(): the session a turn is filed under', () => {
  it("refuses a session of another tenant with 404 before resolving the model, asking for the caller's tenant", async () => {
    const isSessionOf = vi.fn((tenantId: string, sessionId: string) =>
      Promise.resolve(tenantId === caller.tenantId && sessionId === OWN),
    );
    const { chat, resolveModel } = service(isSessionOf);
    const refused = chat.prepare(body(THEIRS), caller, '203.0.113.1');
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 404, message: 'Session not found' });
    expect(resolveModel).not.toHaveBeenCalled();
    expect(isSessionOf).toHaveBeenCalledWith(caller.tenantId, THEIRS);

    await expect(chat.prepare(body(OWN), caller, '203.0.113.1')).resolves.toMatchObject({ body: { session_id: OWN } });
  });

  it('asks nothing when the turn names no session', async () => {
    const isSessionOf = vi.fn(() => Promise.resolve(false));
    await service(isSessionOf).chat.prepare(body(), caller, '203.0.113.1');
    expect(isSessionOf).not.toHaveBeenCalled();
  });
});
