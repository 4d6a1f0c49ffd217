import { Writable } from 'node:stream';
import { Registry } from '@prometheus-io/client';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { failingAfter, chatHarness, EMAIL, JAILBREAK, replying, SECRET } from './test-support.ts';
import { createTurnObserver } from './turn-observer.ts';

const ask = (content: string) => ({ messages: [{ role: 'user' as const, content }] });

describe('the turn summary the chat service builds', () => {
  it('says masked, with entity counts by type, the provider’s token counts and its latency', async () => {
    const h = chatHarness({
      findings: [EMAIL],
      provider: replying('Noted.', { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 }),
    });
    await h.run(ask(`Mail ${EMAIL.text} or ${EMAIL.text}`));
    expect(h.summaries).toEqual([
      {
        requestId: 'req-1',
        tenantId: expect.any(String) as unknown,
        model: 'gpt-4o-mini',
        provider: 'openai',
        outcome: 'masked',
        entities: { EMAIL_ADDRESS: 1 },
        tokens: { prompt: 9, completion: 2, total: 11, estimated: false },
        providerLatencyMs: expect.any(Number) as unknown,
      },
    ]);
  });

  it.each([
    ['input_rejected', { findings: [JAILBREAK] }, `${JAILBREAK.text} please`],
    ['output_rejected', { findings: [SECRET], provider: replying(`take ${SECRET.text}`) }, 'a key?'],
    ['allowed', {}, 'What is the capital of France?'],
    ['locked', { verdict: { kind: 'locked' as const, event: {} as never } }, 'hi'],
  ])('says %s, once per turn', async (outcome, scenario, prompt) => {
    const h = chatHarness(scenario);
    await h.run(ask(prompt));
    expect(h.summaries.map((s) => s.outcome)).toEqual([outcome]);
  });

  it('says error when the provider fails, and still reports the provider’s latency', async () => {
    const h = chatHarness({ provider: failingAfter(['Par'], new Error('upstream')) });
    await expect(h.run()).rejects.toThrow();
    expect(h.summaries).toEqual([
      expect.objectContaining({ outcome: 'error', providerLatencyMs: expect.any(Number) as unknown }),
    ]);
  });
});

describe('the turn’s log line', () => {
  it('is one line with the ids, model, provider, outcome, counts and latency, and none of the prompt', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = Fastify({ logger: { level: 'info', stream } }).log;
    const h = chatHarness({ findings: [EMAIL] });
    const prompt = `My address is ${EMAIL.text}, remember it`;
    await h.run(ask(prompt));
    const observe = createTurnObserver({ registry: new Registry(), log });
    for (const summary of h.summaries) observe(summary);

    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({
      msg: 'chat turn',
      reqId: 'req-1',
      tenantId: h.summaries[0]?.tenantId,
      model: 'gpt-4o-mini',
      provider: 'openai',
      outcome: 'masked',
      entities: { EMAIL_ADDRESS: 1 },
      tokens: { estimated: true },
      providerLatencyMs: expect.any(Number) as unknown,
    });
    expect(lines[0]).not.toContain(EMAIL.text);
    expect(lines[0]).not.toContain('remember it');
  });
});
