import { describe, expect, it } from 'vitest';
import { buildLexicon, canonical, F, inflect } from './lexicon.ts';

const lexicon = buildLexicon();
const labelsOf = (word: string): string[] => lexicon.words.get(word)?.hits.map((h) => h.label) ?? [];

describe('inflect', () => {
  it('makes noun plurals', () => {
    expect(inflect('idiot', 'n')).toEqual(['idiot', 'idiots']);
    expect(inflect('bitch', 'n')).toEqual(['bitch', 'bitches']);
    expect(inflect('fatty', 'n')).toEqual(['fatty', 'fatties']);
    expect(inflect('jew', 'p')).toEqual(['jews']);
  });

  it('makes verb forms, doubling a short verb’s last consonant', () => {
    expect(inflect('kill', 'v')).toEqual(['kill', 'kills', 'killed', 'killing', 'killer', 'killers']);
    expect(inflect('stab', 'v')).toEqual(expect.arrayContaining(['stabbed', 'stabbing']));
    expect(inflect('hate', 'v')).toEqual(expect.arrayContaining(['hated', 'hating', 'haters']));
  });
});

describe('buildLexicon', () => {
  it('indexes every inflected form with its label', () => {
    expect(labelsOf('idiots')).toEqual(['INSULT']);
    expect(labelsOf('fucking')).toEqual(['PROFANITY']);
    expect(labelsOf('faggots')).toEqual(['HATE']);
  });

  it('lets one word carry several labels', () => {
    expect(labelsOf('pussy')).toEqual(expect.arrayContaining(['INSULT', 'SEXUAL']));
    expect(labelsOf('kys')).toEqual(expect.arrayContaining(['HARASSMENT', 'SELF_HARM']));
  });

  it('indexes phrases by their first word, expanding alternatives', () => {
    const starts = (lexicon.phrases.get('nobody') ?? []).map((p) => p.words.join(' '));
    expect(starts).toEqual(expect.arrayContaining(['nobody likes you', 'nobody loves you']));
  });

  it('folds informal spellings to one entry', () => {
    expect(canonical('ur')).toBe('your');
    expect(canonical('imma')).toBe("i'll");
    expect(lexicon.words.get('u')).toBe(lexicon.words.get('you'));
    expect((lexicon.words.get('ya')?.flags ?? 0) & F.SECOND).toBeTruthy();
  });

  it('does not read words such as "constructor" from Object.prototype', () => {
    expect(canonical('constructor')).toBe('constructor');
    expect(lexicon.words.get('constructor')).toBeUndefined();
  });

  it('keeps identity words free of toxic weight', () => {
    for (const word of ['gay', 'jews', 'muslim', 'black', 'women', 'immigrants']) {
      expect(lexicon.words.get(word)?.hits).toEqual([]);
      expect((lexicon.words.get(word)?.flags ?? 0) & (F.IDENTITY | F.IDENTITY_NOUN)).toBeTruthy();
    }
  });
});
