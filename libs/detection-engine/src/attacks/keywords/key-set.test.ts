import { describe, expect, it } from 'vitest';
import { KeySet } from './key-set.ts';

const keys = new KeySet(['he', 'she', 'hers', "');", '<script', 'select']);
const positions = (text: string): Record<string, readonly number[] | null> => {
  const found = keys.scan(text);
  return Object.fromEntries(keys.keys.map((key, i) => [key, found.has(i) ? found.positions(i) : []]));
};

describe('KeySet', () => {
  it('finds every key where it starts, overlapping ones and keys inside keys included', () => {
    expect(positions('ushers')).toEqual({ he: [2], she: [1], hers: [2], "');": [], '<script': [], select: [] });
  });

  it('matches ASCII letters in either case, other characters exactly', () => {
    expect(positions("x'); <SCRIPT>SeLeCt")).toMatchObject({ "');": [1], '<script': [5], select: [13] });
    expect(positions('x"); <scrípt>')).toMatchObject({ "');": [], '<script': [] });
  });

  it('reports every key present, places unknown, once a text has more key ends than it notes', () => {
    const found = keys.scan('he '.repeat(5000));
    expect(keys.keys.every((_, i) => found.has(i))).toBe(true);
    expect(found.positions(0)).toBeNull();
  });
});
