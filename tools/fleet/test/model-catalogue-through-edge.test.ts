import { describe, expect, it } from 'vitest';
import { call, chat, useChatFleet, userSays } from './chat-e2e-helpers.ts';

// Issue 23, part 6: a model an administrator adds to the catalogue is usable in chat at once, with
// no release; deactivated, it is refused. The admin app writes the catalogue, the chat pipeline (a
// separate process) resolves and caches models and hears of the change through its change feed.
const f = useChatFleet({ adminProviders: [], userProviders: ['openai'] });

const MODEL = 'gpt-vendor-next';
const notAvailable = `Model "${MODEL}" is not available; GET /models lists the models you can use`;
const listed = async () =>
  (await call<{ name: string; provider: string }[]>(f.edge, 'GET', '/models', { token: f.user.token })).body.map(
    (m) => `${m.provider}/${m.name}`,
  );

/** Chat turns until one is refused: the deactivation reaches the pipeline's cache asynchronously. */
async function firstRefusal(timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    f.mocks.openai.reply({ deltas: ['still here'] });
    const res = await chat(f.edge, f.user.token, userSays('hi', MODEL));
    if (res.status !== 200 || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a model created through /admin/models, through the edge', () => {
  it('is listed and answers at once; deactivated, the next turns are 400 and never reach the vendor', async () => {
    expect(await listed()).not.toContain(`openai/${MODEL}`);
    const refusedBefore = await chat(f.edge, f.user.token, userSays('hi', MODEL));
    expect(refusedBefore.status).toBe(400);

    const created = await call<{ id: string }>(f.edge, 'POST', '/admin/models', {
      token: f.admin.token,
      body: { name: MODEL, provider: 'openai', displayName: 'GPT vendor next', contextWindow: 256000 },
    });
    expect(created.status).toBe(201);
    expect(await listed()).toContain(`openai/${MODEL}`);

    f.mocks.openai.reply({ deltas: ['Hello from', ' the new model'] });
    const answered = await chat(f.edge, f.user.token, userSays('Say hello', MODEL));
    expect(answered.status).toBe(200);
    expect(answered.kinds).toEqual(['token_usage', 'filtered-response', '[DONE]']);
    expect(answered.frames[1]).toMatchObject({ content: 'Hello from the new model', filtered: false });
    expect(f.mocks.openai.requests.map((r) => r.model)).toEqual([MODEL]);

    const deactivated = await call(f.edge, 'PATCH', `/admin/models/${created.body.id}`, {
      token: f.admin.token,
      body: { active: false },
    });
    expect(deactivated.status).toBe(200);
    const refused = await firstRefusal();
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.raw)).toMatchObject({ statusCode: 400, message: notAvailable });
    expect(await listed()).not.toContain(`openai/${MODEL}`);
    f.mocks.openai.reset();
    expect((await chat(f.edge, f.user.token, userSays('hi', MODEL))).status).toBe(400);
    expect(f.mocks.openai.requests).toHaveLength(0);
  });
});
