import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { urlDetector } from './url.ts';

const found = (text: string): string[] =>
  urlDetector.detect(plainText(text), DEFAULT_CONTEXT).map((f) => text.slice(f.start, f.end));

describe('urlDetector', () => {
  it('finds URLs with a scheme or www, without the sentence punctuation after them', () => {
    const text =
      'See https://docs.example.com/guide?id=7&x=1. Also (www.example.org/about) and ftp://files.example.net.';
    expect(found(text)).toEqual([
      'https://docs.example.com/guide?id=7&x=1',
      'www.example.org/about',
      'ftp://files.example.net',
    ]);
    expect(urlDetector.detect(plainText(text), DEFAULT_CONTEXT)[0]).toMatchObject({
      type: 'URL',
      category: 'pii',
      confidence: 0.6,
    });
  });

  it('accepts any alphabetic TLD after a scheme and keeps balanced parentheses', () => {
    expect(found('http://example.photography and https://en.example.org/wiki/Foo_(bar)')).toEqual([
      'http://example.photography',
      'https://en.example.org/wiki/Foo_(bar)',
    ]);
  });

  it('finds bare domains that end in a well-known TLD', () => {
    expect(found('my domains: example.com and shop.example.co.uk')).toEqual(['example.com', 'shop.example.co.uk']);
  });

  it.each([
    'www.example',
    'http://localhost',
    'open readme.md and config.py',
    'built with ASP.NET and Node.js',
    'e.g. this, i.e. that',
    'I love it.It is great',
    'the value of self.name and user.info',
    'console.log(value)',
  ])('does not fire on look-alikes: %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('leaves the domain of an e-mail address to the e-mail detector', () => {
    expect(found('write to ana@example.com today')).toEqual([]);
  });

  it('stays linear on 100 KB of adversarial input', () => {
    for (const text of [
      'a.'.repeat(50_000),
      `http://${'a'.repeat(100_000)}`,
      `${'('.repeat(50_000)}http://a.com${')'.repeat(50_000)}`,
      'a-'.repeat(50_000) + '.com',
    ]) {
      const started = performance.now();
      urlDetector.detect(plainText(text), DEFAULT_CONTEXT);
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
