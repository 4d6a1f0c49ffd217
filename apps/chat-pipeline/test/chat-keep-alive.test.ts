import { SSE_KEEP_ALIVE_COMMENT } from '@csg/sse';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, useChatApp, userSays } from './harness.ts';

const h = useChatApp({ SSE_KEEP_ALIVE_MS: '50' });
let user = { id: '', token: '' };

beforeAll(async () => {
  user = await h.tenant('normal_user');
  await h.credential(user.id, 'openai');
});

const KEEP_ALIVE = SSE_KEEP_ALIVE_COMMENT.trimEnd();
const kindOf = (frame: unknown) =>
  frame === '[DONE]' ? frame : ((frame as { type?: string; id?: string }).type ?? (frame as { id?: string }).id);

describe('POST /chat/completions while the provider is slow', () => {
  it('writes keep-alive comments while it buffers the reply; the events and their order are unchanged', async () => {
    h.mocks.openai.reply({
      deltas: ['A slow', ' answer.'],
      firstByteDelayMs: 400,
      deltaDelayMs: 200,
      usage: { promptTokens: 5, completionTokens: 3 },
    });
    const res = await h.chat(user.token, userSays('Take your time'));

    const blocks = res.raw.split('\n\n').slice(0, -1);
    const firstEvent = blocks.findIndex((block) => block.startsWith('data: '));
    expect(firstEvent).toBeGreaterThanOrEqual(5);
    expect(new Set(blocks.slice(0, firstEvent))).toEqual(new Set([KEEP_ALIVE]));
    expect(res.frames.map(kindOf)).toEqual(['token_usage', 'filtered-response', '[DONE]']);
    const [usage, answer] = events(res.frames);
    expect(usage).toMatchObject({ type: 'token_usage', usage: { prompt_tokens: 5, completion_tokens: 3 } });
    expect(answer).toMatchObject({ id: 'filtered-response', content: 'A slow answer.' });
  });

  it('writes none when the reply comes within the interval', async () => {
    h.mocks.openai.reply({ deltas: ['Quick.'] });
    const res = await h.chat(user.token, userSays('Be quick'));
    expect(res.raw).not.toContain(KEEP_ALIVE);
    expect(res.frames.map(kindOf)).toEqual(['token_usage', 'filtered-response', '[DONE]']);
  });
});
