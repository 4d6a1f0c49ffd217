import { estimateChatTokens } from '@csg/providers';
import { describe, expect, it } from 'vitest';
import { fitToWindow, replyReserve } from './context-window.ts';
import type { TextMessage } from './message-text.ts';

const words = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i}`).join(' ');
const turn = (i: number): TextMessage[] => [
  { role: 'user', content: `question ${i}: ${words(100, 'q')}` },
  { role: 'assistant', content: `answer ${i}: ${words(100, 'a')}` },
];
const system: TextMessage = { role: 'system', content: 'You are a careful assistant.' };
const latest: TextMessage = { role: 'user', content: 'the newest question' };

describe('fitToWindow', () => {
  it('sends a conversation that fits unchanged', () => {
    const messages = [system, ...turn(1), latest];
    expect(fitToWindow(messages, 100_000, 1_000)).toEqual(messages);
  });

  it('drops the oldest turns first and keeps the system message and the newest message', () => {
    const history = Array.from({ length: 20 }, (_, i) => turn(i)).flat();
    const messages = [system, ...history, latest];
    const window = 2_000;
    const fitted = fitToWindow(messages, window, 200);

    expect(estimateChatTokens(fitted)).toBeLessThanOrEqual(window - 200);
    expect(fitted[0]).toEqual(system);
    expect(fitted.at(-1)).toEqual(latest);
    expect(fitted.length).toBeLessThan(messages.length);
    // What stays is the most recent stretch of the history, in order.
    const kept = fitted.slice(1, -1);
    expect(kept).toEqual(history.slice(history.length - kept.length));
  });

  it('never leaves an assistant reply leading the history', () => {
    const history = Array.from({ length: 10 }, (_, i) => turn(i)).flat();
    // A window that would cut between a question and its answer.
    for (const window of [700, 900, 1_100, 1_300]) {
      const fitted = fitToWindow([system, ...history, latest], window, 0);
      expect(fitted[1]?.role).toBe('user');
    }
  });

  it('keeps the system message and the newest message even when they alone exceed the window', () => {
    const huge: TextMessage = { role: 'user', content: words(5_000, 'x') };
    expect(fitToWindow([system, ...turn(1), huge], 1_000, 100)).toEqual([system, huge]);
  });

  it('leaves max_tokens for the reply when given, else an eighth of the window up to 4096', () => {
    expect(replyReserve(128_000, 500)).toBe(500);
    expect(replyReserve(8_000, undefined)).toBe(1_000);
    expect(replyReserve(1_000_000, undefined)).toBe(4_096);
  });
});
