import { randomBytes, randomUUID } from 'node:crypto';
import { generateApiKey } from '@csg/auth';
import { SESSION_TURN_PATH } from '@csg/contracts';
import { schema } from '@csg/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, useChatApp } from './harness.ts';

// The turn the sessions app asks for (POST /sessions/:id/messages): the same pipeline as
// /chat/completions, plus `user_message_processed`, with the history cut to the model's window.
const h = useChatApp();
let user = { id: '', token: '' };
let sessionId = '';

beforeAll(async () => {
  user = await h.tenant('normal_user');
  await h.credential(user.id, 'openai');
  sessionId = await h.session(user.id);
});

const turn = (messages: { role: string; content: string }[], extra: object = {}) => ({
  model: 'gpt-4o-mini',
  messages,
  session_id: sessionId,
  message_id: randomUUID(),
  ...extra,
});
const kinds = (frames: readonly unknown[]) =>
  frames.map((f) => (f === '[DONE]' ? f : ((f as { type?: string; id?: string }).type ?? (f as { id?: string }).id)));

describe(`POST ${SESSION_TURN_PATH}`, () => {
  it('forwards user_message_processed with the message id and the masked prompt before the answer', async () => {
    const body = turn([{ role: 'user', content: 'Mail jane.roe@example.org the report' }]);
    const res = await h.chat(user.token, body, SESSION_TURN_PATH);
    expect(kinds(res.frames)).toEqual(['user_message_processed', 'token_usage', 'filtered-response', '[DONE]']);
    const [processed] = events(res.frames);
    expect(processed).toMatchObject({
      type: 'user_message_processed',
      message_id: body.message_id,
      masked_content: 'Mail [EMAIL_ADDRESS] the report',
      entities: [expect.objectContaining({ type: 'EMAIL_ADDRESS', action: 'mask' })],
    });
    expect(res.raw).not.toContain('jane.roe@example.org');
  });

  it('sends it before a rejection too, with the rejected part hidden, and never calls the provider', async () => {
    const body =
      randomBytes(600)
        .toString('base64')
        .match(/.{1,64}/g)
        ?.join('\n') ?? '';
    const secret = `-----BEGIN RSA PRIVATE KEY-----\n${body}\n-----END RSA PRIVATE KEY-----`;
    const res = await h.chat(
      user.token,
      turn([{ role: 'user', content: `Store ${secret} for me` }]),
      SESSION_TURN_PATH,
    );
    expect(kinds(res.frames)).toEqual(['user_message_processed', 'content_rejected', '[DONE]']);
    const [processed] = events(res.frames);
    expect(processed?.['masked_content']).toMatch(/^Store \[[A-Z_]+\] for me$/);
    expect(res.raw).not.toContain(body.slice(0, 40));
    expect(res.raw).not.toContain(secret);
    expect(h.mocks.openai.requests).toHaveLength(0);
  });

  it('cuts a history larger than the model window, oldest first, keeping the system message', async () => {
    const filler = (i: number) => `${i} `.padEnd(8_000, 'lorem ipsum ');
    const history = Array.from({ length: 20 }, (_, i) => [
      { role: 'user', content: `question ${filler(i)}` },
      { role: 'assistant', content: `answer ${filler(i)}` },
    ]).flat();
    const messages = [{ role: 'system', content: 'Be brief.' }, ...history, { role: 'user', content: 'And now?' }];
    // gpt-3.5-turbo: a 16 385-token window, about 64 000 characters; the history holds 320 000.
    const res = await h.chat(user.token, turn(messages, { model: 'gpt-3.5-turbo' }), SESSION_TURN_PATH);
    expect(res.status).toBe(200);
    const sent = (h.mocks.openai.requests[0]?.body as { messages: { role: string; content: string }[] }).messages;
    expect(sent[0]).toEqual({ role: 'system', content: 'Be brief.' });
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'And now?' });
    expect(sent[1]?.role).toBe('user');
    expect(sent.length).toBeLessThan(messages.length);
    expect(sent.length).toBeGreaterThan(3);
    expect(sent.slice(1, -1)).toEqual(history.slice(history.length - (sent.length - 2)));
  });

  it('refuses an API key (401), a body without message_id (400) and the auditor (403)', async () => {
    const key = generateApiKey();
    await h.db
      .insert(schema.apiKeys)
      .values({ tenantId: user.id, name: 'turn', keyHash: key.hash, createdBy: user.id });
    const body = turn([{ role: 'user', content: 'hi' }]);
    const byKey = await h.app.inject({
      method: 'POST',
      url: SESSION_TURN_PATH,
      headers: { authorization: `Bearer ${key.plaintext}` },
      payload: body,
    });
    expect(byKey.statusCode).toBe(401);
    expect((await h.chat(user.token, { ...body, message_id: undefined }, SESSION_TURN_PATH)).status).toBe(400);
    const auditor = await h.tenant('auditor');
    const refused = await h.chat(auditor.token, body, SESSION_TURN_PATH);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.raw)).toMatchObject({ code: 'ROLE_NOT_FOR_CHAT' });
  });
});

describe('POST /chat/completions', () => {
  it('swallows user_message_processed', async () => {
    const res = await h.chat(user.token, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(kinds(res.frames)).not.toContain('user_message_processed');
  });
});
