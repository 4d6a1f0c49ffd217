import { describe, expect, it } from 'vitest';
import { foldHomoglyphs } from './homoglyph-fold.ts';
import { HOMOGLYPHS } from './homoglyphs.ts';
import { normalize } from './index.ts';

// Test oracle, written independently of the implementation's tables.
const INVISIBLE_RANGES = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe007f],
  [0xe0100, 0xe01ef],
];
const isInvisible = (ch: string): boolean => {
  const cp = ch.codePointAt(0) ?? 0;
  return INVISIBLE_RANGES.some(([from = 0, to = 0]) => cp >= from && cp <= to);
};
const stripInvisibles = (s: string): string => [...s].filter((ch) => !isInvisible(ch)).join('');
const LEET: Record<string, string> = { 0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't', '@': 'a', $: 's', '!': 'i' };
// Arabic-Indic, Devanagari and Thai zeros: their digits are read as ASCII digits.
const DIGIT_ZEROS = [0x0660, 0x0966, 0x0e50];
const foldDigit = (ch: string): string => {
  const cp = ch.codePointAt(0) ?? 0;
  const zero = DIGIT_ZEROS.find((z) => cp >= z && cp <= z + 9);
  return zero === undefined ? ch : String(cp - zero);
};
const stripAndNfkc = (s: string): string => [...stripInvisibles(s).normalize('NFKC')].map(foldDigit).join('');
const foldOne = (ch: string): string => {
  const folded = HOMOGLYPHS.get(ch.codePointAt(0) ?? 0);
  return folded === undefined ? ch : String.fromCharCode(folded);
};
const foldAll = (s: string): string => [...s].map(foldOne).join('');
// Case-blind: a look-alike capital may be folded while its lower-case form is not (В → B, в stays).
const relaxAll = (s: string): string =>
  [...foldAll(foldAll(s).toUpperCase()).toLowerCase()].map((ch) => LEET[ch] ?? ch).join('');

const ALPHABET = [
  ...'abcdefkilmostuxyz',
  ...'ABCFKLX',
  ...'0134579@$!',
  ...'      ..-_*,?',
  '\u200b',
  '\u200c',
  '\u200e',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u202e',
  '\u2066',
  '\ufe0f',
  '\u{e0041}',
  '\u{e0100}',
  ...'ＡｋＫ１！＠ｶﾞ',
  ...'аеорсхуіјѕАВ',
  ...'Αον',
  '\u0301',
  '\u0316',
  'é',
  'ß',
  'ﬁ',
  '①',
  '…',
  '日',
  ...'٣९๕',
  'İ',
  '𝐚',
  '𝐙',
  '😀',
  '👍🏽',
];

/** Deterministic pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomText(next: () => number, length: number): string {
  let s = '';
  for (let k = 0; k < length; k++) {
    // Runs of the same piece make squeezes and spelled-out words likely.
    const piece = ALPHABET[Math.floor(next() * ALPHABET.length)] ?? 'a';
    s += next() < 0.15 ? piece.repeat(1 + Math.floor(next() * 4)) : piece;
  }
  return s;
}

describe('toOriginal', () => {
  it('maps every span of both views of random obfuscated text to a valid original span', () => {
    const next = random(20240601);
    for (let round = 0; round < 300; round++) {
      const original = randomText(next, 1 + Math.floor(next() * 30));
      const n = normalize(original);
      expect(n.text, JSON.stringify(original)).toBe(foldHomoglyphs(stripAndNfkc(original)));
      for (const view of ['text', 'relaxed'] as const) {
        const viewText = n[view];
        const canon = view === 'text' ? foldAll : relaxAll;
        const single = (i: number): [number, number] => n.toOriginal(view, i, i + 1);
        for (let i = 0; i < viewText.length; i++) {
          const [a, b] = single(i);
          const context = `${view} ${JSON.stringify(original)} char ${i}`;
          expect(a, context).toBeGreaterThanOrEqual(0);
          expect(b, context).toBeGreaterThan(a);
          expect(b, context).toBeLessThanOrEqual(original.length);
          // The original characters behind a view character produce it.
          expect(canon(stripAndNfkc(original.slice(a, b))), context).toContain(canon(viewText[i] ?? ''));
          // Spans never start or end on a dropped invisible.
          const covered = [...original.slice(a, b)];
          expect(isInvisible(covered[0] ?? ''), context).toBe(false);
          expect(isInvisible(covered.at(-1) ?? ''), context).toBe(false);
          if (i > 0) expect(a, context).toBeGreaterThanOrEqual(single(i - 1)[0]);
        }
        for (let s = 0; s <= viewText.length; s++) {
          for (let e = s; e <= viewText.length; e++) {
            const [a, b] = n.toOriginal(view, s, e);
            if (s === e) {
              expect(b).toBe(a);
              continue;
            }
            // Whatever lies between the first and the last character, dropped characters included.
            expect([a, b]).toEqual([single(s)[0], single(e - 1)[1]]);
          }
        }
      }
    }
  });

  it('includes removed characters inside a span and leaves out those at its edges', () => {
    const n = normalize('\u200bki\u200bll\u200b now');
    expect(n.text).toBe('kill now');
    expect(n.toOriginal('text', 0, 4)).toEqual([1, 6]);
    expect(n.toOriginal('text', 1, 3)).toEqual([2, 5]);
    expect(n.toOriginal('text', 0, 8)).toEqual([1, 11]);
  });

  it('maps through expansions and contractions', () => {
    const ligature = normalize('ﬁx');
    expect(ligature.text).toBe('fix');
    expect(ligature.toOriginal('text', 0, 1)).toEqual([0, 1]);
    expect(ligature.toOriginal('text', 1, 2)).toEqual([0, 1]);
    expect(ligature.toOriginal('text', 2, 3)).toEqual([1, 2]);

    const composed = normalize('cafe\u0301!');
    expect(composed.text).toBe('café!');
    expect(composed.toOriginal('text', 3, 4)).toEqual([3, 5]);
    expect(composed.toOriginal('text', 4, 5)).toEqual([5, 6]);

    const bold = normalize('𝐡𝐢 there');
    expect(bold.text).toBe('hi there');
    expect(bold.toOriginal('text', 1, 2)).toEqual([2, 4]);
    expect(bold.toOriginal('text', 3, 8)).toEqual([5, 10]);

    const dotted = normalize('İx');
    expect(dotted.relaxed).toBe('i\u0307x');
    expect(dotted.toOriginal('relaxed', 0, 1)).toEqual([0, 1]);
    expect(dotted.toOriginal('relaxed', 2, 3)).toEqual([1, 2]);
  });

  it('maps joined, squeezed and leet words back to their obfuscated form', () => {
    const spelled = normalize('you f u c k, k.i.l.l!');
    expect(spelled.relaxed).toBe('you fuck, kill!');
    expect(spelled.toOriginal('relaxed', 4, 8)).toEqual([4, 11]);
    expect(spelled.toOriginal('relaxed', 4, 6)).toEqual([4, 7]); // "f u", not the space after
    expect(spelled.toOriginal('relaxed', 10, 14)).toEqual([13, 20]);

    const squeezed = normalize('fuuuuck off');
    expect(squeezed.relaxed).toBe('fuuck off');
    expect(squeezed.toOriginal('relaxed', 0, 5)).toEqual([0, 7]);
    expect(squeezed.toOriginal('relaxed', 2, 3)).toEqual([2, 5]);
    expect(squeezed.toOriginal('relaxed', 6, 9)).toEqual([8, 11]);

    const mixed = normalize('Ｆ\u200bu\u200bc\u200bk th!s');
    expect(mixed.relaxed).toBe('fuck this');
    expect(mixed.toOriginal('relaxed', 0, 4)).toEqual([0, 7]);
    expect(mixed.toOriginal('relaxed', 5, 9)).toEqual([8, 12]);
  });

  it('maps emoji and the variation selectors around them', () => {
    const n = normalize('I ❤️ NY 👩\u200d💻');
    expect(n.text).toBe('I ❤ NY 👩\u200d💻');
    expect(n.toOriginal('text', 2, 3)).toEqual([2, 3]);
    expect(n.toOriginal('text', 0, 6)).toEqual([0, 7]);
    expect(n.toOriginal('text', 7, 12)).toEqual([8, 13]);
  });

  it('clamps out-of-range and inverted spans', () => {
    const n = normalize('a\u200bb');
    expect(n.toOriginal('text', -5, 99)).toEqual([0, 3]);
    expect(n.toOriginal('text', 2, 1)).toEqual([3, 3]);
  });
});
