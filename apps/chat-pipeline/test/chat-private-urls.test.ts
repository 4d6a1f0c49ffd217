import { createServer, type Server, type Socket } from 'node:net';
import { errorFrameSchema } from '@csg/sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, useChatApp, userSays } from './harness.ts';

const h = useChatApp({ ALLOW_PRIVATE_PROVIDER_URLS: 'false' });

/** A TCP listener on loopback that counts the connections it is offered. */
let listener: Server;
let port = 0;
let connections = 0;
const sockets: Socket[] = [];
beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1;
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => listener.close(resolve));
});

describe('provider URLs with ALLOW_PRIVATE_PROVIDER_URLS=false', () => {
  it('refuses a stored credential saved while private URLs were allowed, with a 400 before any stream', async () => {
    const user = await h.tenant('normal_user');
    await h.credential(user.id, 'openai'); // http://127.0.0.1:<port>/v1, the mock
    const res = await h.chat(user.token, userSays('Hello'));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.raw)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message:
        'The openai credential cannot be used: baseUrl must use https; plain http is allowed only when private provider URLs are enabled',
    });
    expect(h.mocks.openai.requests).toHaveLength(0);
  });

  it('refuses a stored https credential with a literal private address in any form, naming no address', async () => {
    for (const host of ['127.0.0.1', '10.0.0.5', '169.254.169.254', '[::ffff:7f00:1]', '[64:ff9b::a00:5]']) {
      const user = await h.tenant('normal_user');
      await h.credential(user.id, 'anthropic', `https://${host}:8443`);
      const res = await h.chat(user.token, userSays('Hello', 'claude-haiku-4-5'));
      expect(res.status, host).toBe(400);
      const { message } = JSON.parse(res.raw) as { message: string };
      expect(message, host).toMatch(/^The anthropic credential cannot be used: .*private, loopback or link-local/);
      expect(message, host).not.toContain(host);
    }
  });

  it('fails the turn with the generic error frame when the host name resolves to loopback, never connecting', async () => {
    const user = await h.tenant('normal_user');
    await h.credential(user.id, 'openai', `https://localhost:${port}/v1`);
    const res = await h.chat(user.token, userSays('Hello'));
    expect(res.status).toBe(200);
    expect(events(res.frames)).toHaveLength(1);
    expect(errorFrameSchema.safeParse(events(res.frames)[0]).success).toBe(true);
    expect(res.frames.at(-1)).toBe('[DONE]');
    expect(res.raw).not.toMatch(/localhost|127\.0\.0\.1|not public/);
    expect(connections).toBe(0);
  });

  it('lets the local runtime (ollama) reach its loopback address', async () => {
    const admin = await h.tenant('admin_user');
    await h.credential(admin.id, 'ollama');
    h.mocks.ollama.reply({ deltas: ['Local ', 'answer.'] });
    const res = await h.chat(admin.token, userSays('Hello', 'dolphin-mistral'));
    expect(res.status).toBe(200);
    expect(events(res.frames).at(-1)).toMatchObject({ content: 'Local answer.' });
  });
});
