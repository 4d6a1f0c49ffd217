import { DEFAULT_POLICY } from '@csg/detection-engine';
import { describe, expect, it } from 'vitest';
import { filterInput } from './input-filter.ts';
import { filterOutput } from './output-filter.ts';
import { EMAIL, fakeDetect, SECRET } from './test-support.ts';

const detect = fakeDetect([EMAIL, SECRET]);
const EN = { code: 'en', reliable: true };
const call = (args: string) => ({ id: 'call_1', name: 'send_mail', arguments: args });

describe('tool-call arguments are model output, filtered like the reply text', () => {
  it('masks a value inside the arguments, which stay valid JSON', async () => {
    const args = JSON.stringify({ to: EMAIL.text, cc: [`Jo <${EMAIL.text}>`], n: 2, ok: true });
    const verdict = await filterOutput('', detect, DEFAULT_POLICY, EN, [call(args)]);
    expect(verdict.action).toBe('mask');
    expect(JSON.parse(verdict.toolCalls[0]?.arguments ?? '')).toEqual({
      to: '[EMAIL_ADDRESS]',
      cc: ['Jo <[EMAIL_ADDRESS]>'],
      n: 2,
      ok: true,
    });
    expect(verdict.events[0]).toMatchObject({ id: 'filtered-response', entities_masked: 1 + 1 });
  });

  it('masks a key too, and arguments that are not JSON as plain text', async () => {
    const verdict = await filterOutput('', detect, DEFAULT_POLICY, EN, [
      call(JSON.stringify({ [EMAIL.text]: 1 })),
      call(`to ${EMAIL.text}`),
    ]);
    expect(verdict.toolCalls.map((c) => c.arguments)).toEqual(['{"[EMAIL_ADDRESS]":1}', 'to [EMAIL_ADDRESS]']);
  });

  it('withholds the whole turn when an argument holds what is blocked, delivering no call', async () => {
    const verdict = await filterOutput('Sure.', detect, DEFAULT_POLICY, EN, [
      call(JSON.stringify({ key: SECRET.text })),
    ]);
    expect(verdict.action).toBe('reject');
    expect(verdict.toolCalls).toEqual([]);
    expect(verdict.events).toMatchObject([{ type: 'output_content_rejected' }]);
  });

  it('leaves a reply without calls exactly as before', async () => {
    const verdict = await filterOutput(`Mail ${EMAIL.text}`, detect, DEFAULT_POLICY, EN);
    expect(verdict.toolCalls).toEqual([]);
    expect(verdict.events).toEqual([
      {
        id: 'filtered-response',
        content: 'Mail [EMAIL_ADDRESS]',
        finish_reason: 'stop',
        filtered: true,
        entities_masked: 1,
      },
    ]);
  });
});

describe('tool turns of the conversation are input, filtered like other message text', () => {
  it('masks a tool result and the arguments of an earlier call, keeping roles, ids and calls', async () => {
    const verdict = await filterInput(
      [
        { role: 'user', content: 'Mail Jo' },
        { role: 'assistant', content: '', toolCalls: [call(JSON.stringify({ to: EMAIL.text }))] },
        { role: 'tool', toolCallId: 'call_1', content: `sent to ${EMAIL.text}` },
      ],
      detect,
      DEFAULT_POLICY,
    );
    expect(verdict.action).toBe('mask');
    expect(verdict.messages).toEqual([
      { role: 'user', content: 'Mail Jo' },
      { role: 'assistant', content: '', toolCalls: [call('{"to":"[EMAIL_ADDRESS]"}')] },
      { role: 'tool', toolCallId: 'call_1', content: 'sent to [EMAIL_ADDRESS]' },
    ]);
    expect(verdict.entities.map((e) => e.message_index)).toEqual([1, 2]);
  });

  it('rejects a conversation whose earlier call arguments hold what is blocked', async () => {
    const verdict = await filterInput(
      [
        { role: 'assistant', content: '', toolCalls: [call(JSON.stringify({ key: SECRET.text }))] },
        { role: 'user', content: 'Go on' },
      ],
      detect,
      DEFAULT_POLICY,
    );
    expect(verdict.action).toBe('reject');
  });
});
