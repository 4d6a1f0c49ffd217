import { describe, expect, it } from 'vitest';
import { normalize } from './index.ts';

// Generous bounds: they catch super-linear behaviour, not slow machines.
const MEGABYTE_BUDGET_MS = 1500;
const ADVERSARIAL_BUDGET_MS = 500;

const MIXED = [
  'The quick brown fox jumps over the lazy dog; 42 people watch. ',
  'Café crème, naïve résumé — “quoted” text… ',
  'Привет, как дела? ',
  '日本語のテキスト。',
  'फ़ोन ९८७६५४३२१० पर, هاتف ٠٥٠١٢٣٤٥٦٧ ',
  'pаypаl ｆｕｌｌ ｗｉｄｔｈ z\u200bero wid\u00adth 👩\u200d💻 😀 ',
  'h3ll0 f u c k fuuuuck sh!t 𝐛𝐨𝐥𝐝 ',
];

function repeatTo(parts: readonly string[], length: number): string {
  let s = '';
  for (let k = 0; s.length < length; k++) s += parts[k % parts.length] ?? '';
  return s.slice(0, length);
}

function timed(input: string): number {
  const started = performance.now();
  const n = normalize(input);
  n.toOriginal('text', 0, n.text.length);
  n.toOriginal('relaxed', 0, n.relaxed.length);
  return performance.now() - started;
}

describe('normalize performance', () => {
  it('handles 1 MB of mixed text within the time bound', () => {
    const input = repeatTo(MIXED, 1_000_000);
    timed(input); // warm-up
    expect(timed(input)).toBeLessThan(MEGABYTE_BUDGET_MS);
  });

  it('handles 1 MB of ASCII within the time bound', () => {
    const input = repeatTo(['Plain words, NUMBERS 123 and a b c. '], 1_000_000);
    timed(input);
    expect(timed(input)).toBeLessThan(MEGABYTE_BUDGET_MS);
  });

  const size = 100_000;
  const adversarial: Record<string, string> = {
    'one letter with endless combining marks': 'a' + '\u0301'.repeat(size),
    'alternating mark classes': 'a' + '\u0301\u0316'.repeat(size / 2),
    'only invisibles': '\u200b'.repeat(size),
    'emoji, variation selectors and joiners': '😀' + '\ufe0f'.repeat(size / 2) + '\u200d'.repeat(size / 2),
    'joiners between emoji': '😀\u200d'.repeat(size / 3),
    'one long spelled-out word': 'a '.repeat(size / 2),
    'single digits that never spell a word': '1 '.repeat(size / 2),
    'pairs of single letters': 'a b cd '.repeat(size / 7),
    bangs: '!'.repeat(size),
    'letters and bangs': 'a!'.repeat(size / 2),
    'one repeated letter': 'x'.repeat(size),
    'a long word ending in a look-alike': 'x'.repeat(size) + 'а',
    'look-alikes only': 'а'.repeat(size),
    'full-width only': 'ａ'.repeat(size),
    'dotted capital I': 'İ'.repeat(size / 2),
    'lone surrogates': '\ud800'.repeat(size),
    'mathematical letters': '𝐚'.repeat(size / 2),
    'half-width voicing marks': 'ｶﾞ'.repeat(size / 2),
    'leet digits in one word': 'a1'.repeat(size / 2),
    'Devanagari digits only': '९'.repeat(size),
    'Arabic-Indic digits with marks': '٣\u0651'.repeat(size / 2),
  };
  for (const [name, input] of Object.entries(adversarial)) {
    it(`stays linear on ${name}`, () => {
      expect(timed(input)).toBeLessThan(ADVERSARIAL_BUDGET_MS);
    });
  }
});
