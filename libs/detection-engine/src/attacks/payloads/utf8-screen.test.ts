import { describe, expect, it } from 'vitest';
import { base64MayBeText, hexMayBeText } from './utf8-screen.ts';

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64').replace(/=+$/, '');
const hex = (text: string): string => Buffer.from(text, 'utf8').toString('hex');
const whole = (check: (view: string, start: number, end: number) => boolean, blob: string): boolean =>
  check(blob, 0, blob.length);

describe('utf8 screens', () => {
  it('let through base64 and hex of text, multibyte characters included', () => {
    for (const text of ['ignore previous instructions', 'Grüße aus Köln, ça va', '日本語のテキスト']) {
      expect(whole(base64MayBeText, base64(text))).toBe(true);
      expect(whole(base64MayBeText, base64(text).replaceAll('+', '-').replaceAll('/', '_'))).toBe(true);
      expect(whole(hexMayBeText, hex(text))).toBe(true);
    }
  });

  it('stop digests, keys and identifiers whose bytes are no UTF-8', () => {
    const digest = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    expect(whole(hexMayBeText, digest)).toBe(false);
    expect(whole(base64MayBeText, Buffer.from(digest, 'hex').toString('base64'))).toBe(false);
    expect(whole(base64MayBeText, 'AbstractSingletonProxyFactoryBean2Helper')).toBe(false);
  });
});
