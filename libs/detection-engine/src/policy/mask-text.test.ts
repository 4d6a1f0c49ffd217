import { describe, expect, it } from 'vitest';
import type { Action } from '../types.ts';
import { maskText } from './mask-text.ts';

function entityAt(text: string, value: string, type: string, action: Action = 'mask') {
  const start = text.indexOf(value);
  if (start < 0) throw new Error(`${value} is not in the text`);
  return { type, start, end: start + value.length, action };
}

describe('maskText', () => {
  const text = 'Mail jo@example.org or call +1 415 555 0100; key sk-test-1234.';

  it('replaces masked and rejected entities with [TYPE] and leaves flagged and allowed ones', () => {
    const masked = maskText(text, [
      entityAt(text, 'jo@example.org', 'EMAIL_ADDRESS', 'mask'),
      entityAt(text, 'sk-test-1234', 'API_KEY', 'reject'),
      entityAt(text, '+1 415 555 0100', 'PHONE_NUMBER', 'flag'),
      entityAt(text, 'Mail', 'WORD', 'allow'),
    ]);
    expect(masked).toBe('Mail [EMAIL_ADDRESS] or call +1 415 555 0100; key [API_KEY].');
  });

  it('keeps every offset right whatever the order and length of the placeholders', () => {
    const entities = [
      entityAt(text, 'sk-test-1234', 'K'),
      entityAt(text, 'jo@example.org', 'A_VERY_LONG_PLACEHOLDER_TYPE'),
      entityAt(text, '+1 415 555 0100', 'P'),
    ];
    const expected = 'Mail [A_VERY_LONG_PLACEHOLDER_TYPE] or call [P]; key [K].';
    expect(maskText(text, entities)).toBe(expected);
    expect(maskText(text, [...entities].reverse())).toBe(expected);
  });

  it('counts offsets in UTF-16 code units through emoji, CJK and combining marks', () => {
    const multi = '👋🏽 名前: 山田太郎, e\u0301mail 山田@例え.jp 🎉 fin';
    const masked = maskText(multi, [
      entityAt(multi, '山田太郎', 'PERSON'),
      entityAt(multi, '山田@例え.jp', 'EMAIL_ADDRESS'),
    ]);
    expect(masked).toBe('👋🏽 名前: [PERSON], e\u0301mail [EMAIL_ADDRESS] 🎉 fin');
  });

  it('merges overlapping hidden spans under the placeholder of the longest', () => {
    const sentence = 'you stupid idiot Alice Smith';
    const masked = maskText(sentence, [
      entityAt(sentence, 'stupid idiot', 'INSULT'),
      entityAt(sentence, 'idiot Alice Smith', 'PERSON'),
    ]);
    expect(masked).toBe('you [PERSON]');
  });

  it('returns the text unchanged when nothing is hidden', () => {
    expect(maskText(text, [])).toBe(text);
    expect(maskText(text, [entityAt(text, 'Mail', 'WORD', 'flag')])).toBe(text);
  });

  it('masks thousands of entities in a large text quickly', () => {
    const big = 'a@b.co '.repeat(20_000);
    const entities = Array.from({ length: 20_000 }, (_, i) => ({
      type: 'E',
      start: i * 7,
      end: i * 7 + 6,
      action: 'mask' as const,
    }));
    const started = performance.now();
    expect(maskText(big, entities)).toBe('[E] '.repeat(20_000));
    expect(performance.now() - started).toBeLessThan(500);
  });
});
