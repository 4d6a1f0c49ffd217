import { describe, expect, it } from 'vitest';
import { forEachSentence, MAX_SENTENCE_WORDS } from './tokenize.ts';

function sentences(text: string): { words: string[]; spans: string[] }[] {
  const out: { words: string[]; spans: string[] }[] = [];
  forEachSentence(text, (s) =>
    out.push({
      words: [...s.words],
      spans: Array.from({ length: s.length }, (_, i) => text.slice(s.starts[i], s.ends[i])),
    }),
  );
  return out;
}

describe('forEachSentence', () => {
  it('splits sentences on end punctuation and line breaks', () => {
    expect(sentences('Hi there. How are you?\nFine!').map((s) => s.words)).toEqual([
      ['hi', 'there'],
      ['how', 'are', 'you'],
      ['fine'],
    ]);
  });

  it('keeps offsets into the scanned text and lower-cases words', () => {
    const [first] = sentences('  You ARE  great');
    expect(first?.words).toEqual(['you', 'are', 'great']);
    expect(first?.spans).toEqual(['You', 'ARE', 'great']);
  });

  it('keeps apostrophes inside words, curly or straight', () => {
    expect(sentences("you're it, don’t 'quote'")[0]?.words).toEqual(["you're", 'it', "don't", 'quote']);
  });

  it('keeps masks inside words but not at their edges or before digits', () => {
    expect(sentences('f**k *this* #tag fags&#128567, r&b')[0]?.words).toEqual([
      'f**k',
      'this',
      'tag',
      'fags',
      '128567',
      'r&b',
    ]);
  });

  it('keeps a star run that masks the rest of a short word', () => {
    expect(sentences('so f****** twisted, a** and **bold** x*')[0]?.words).toEqual([
      'so',
      'f******',
      'twisted',
      'a**',
      'and',
      'bold',
      'x',
    ]);
  });

  it('keeps letters of other scripts inside a word', () => {
    expect(sentences('fucké ok')[0]?.words).toEqual(['fucké', 'ok']);
  });

  it('cuts run-on text into bounded windows', () => {
    const windows = sentences('word '.repeat(MAX_SENTENCE_WORDS * 2 + 5));
    expect(windows.map((s) => s.words.length)).toEqual([MAX_SENTENCE_WORDS, MAX_SENTENCE_WORDS, 5]);
  });

  it('keeps an over-long word as a position without its text', () => {
    const [only] = sentences(`x ${'a'.repeat(200)} y`);
    expect(only?.words).toEqual(['x', '', 'y']);
  });
});
