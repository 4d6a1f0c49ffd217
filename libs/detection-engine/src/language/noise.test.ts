import { describe, expect, it } from 'vitest';
import { blankNoise } from './noise.ts';

const words = (text: string): string[] => blankNoise(text).split(/\s+/).filter(Boolean);

describe('blankNoise', () => {
  it('leaves prose without links, addresses or codes untouched, character for character', () => {
    const prose = "Le rendez-vous est confirmé pour mardi prochain à quinze heures, merci d'arriver.";
    expect(blankNoise(prose)).toBe(prose);
  });

  it('blanks links, e-mail addresses, .com domains, codes with digits, mentions, hashtags and entities', () => {
    expect(words('see https://t.co/Gr627 or www.example.org, mail jane.doe@example.org on example.com today')).toEqual(
      'see or mail on today'.split(' '),
    );
    expect(words('ticket AB12CD and 4111 and v2 were sent')).toEqual(['ticket', 'and', 'and', 'were', 'sent']);
    expect(words('@DevJay said #winning &#8220;hi&amp;')).toEqual(['said', 'hi']);
  });

  it('keeps words that merely contain the letters a pattern needs', () => {
    const prose = 'when the hawk flew home at comma time';
    expect(words(prose)).toEqual(prose.split(' '));
  });

  it('reads a long run once, not once per position (no quadratic code or address pattern)', () => {
    for (const run of [`${'a'.repeat(200_000)}1`, `${'a'.repeat(200_000)} @`]) {
      const started = performance.now();
      blankNoise(run);
      expect(performance.now() - started, run.slice(-3)).toBeLessThan(1000);
    }
    expect(blankNoise(`${'a'.repeat(1000)}1`).trim()).toBe('');
  });
});
