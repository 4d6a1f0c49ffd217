import { describe, expect, it } from 'vitest';
import { estimateChatTokens, estimateTokens, TOKENS_PER_IMAGE } from './token-estimate.ts';

describe('token estimate', () => {
  it('counts about four characters per token, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('x'.repeat(4000))).toBe(1000);
  });

  it('adds the markup of each turn and of the reply', () => {
    const messages = [
      { role: 'system' as const, content: 'abcd' },
      { role: 'user' as const, content: 'abcdefgh' },
    ];
    expect(estimateChatTokens(messages)).toBe(1 + 3 + 2 + 3 + 3);
    expect(estimateChatTokens([])).toBe(3);
  });

  it('counts each image at the fixed per-image estimate, whatever its encoded size', () => {
    const text = { role: 'user' as const, content: 'abcd' };
    const image = { mimeType: 'image/png' as const, data: 'A'.repeat(40_000) };
    expect(TOKENS_PER_IMAGE).toBe(1_600);
    expect(estimateChatTokens([{ ...text, images: [image, image] }])).toBe(estimateChatTokens([text]) + 2 * 1_600);
    expect(estimateChatTokens([{ ...text, images: [] }])).toBe(estimateChatTokens([text]));
  });
});
