import { describe, expect, it } from 'vitest';
import { findPeopleAndPlaces } from '../person-location.ts';

const people = (text: string): string[] =>
  findPeopleAndPlaces(text)
    .filter((span) => span.type === 'PERSON')
    .map((span) => text.slice(span.start, span.end));

describe('lower-case first names in text that uses capitals', () => {
  it.each([
    ["Hi, i'm maria and my friend john is here", ['maria', 'john']],
    ['Please call anna tomorrow.', ['anna']],
    ["Je m'appelle marie.", ['marie']],
    ['Ich bin anna und das ist peter.', ['anna', 'peter']],
    ['Hola, me llamo carlos.', ['carlos']],
    ["Hi, i'm maria's friend", ['maria']],
  ])('reports a known first name after a self-introduction or request: %j', (text, names) => {
    expect(people(text)).toEqual(names);
  });

  it('reports a lower-case mention of a name found capitalised elsewhere', () => {
    expect(people('Maria called. Later maria said hi.')).toEqual(['Maria', 'maria']);
  });

  it('leaves names that are also common words unreported in lower case', () => {
    expect(people('Tell will to come. May I call rose?')).toEqual([]);
    expect(people('This is bill, and we went with mark.')).toEqual([]);
  });

  it('leaves names that are common words in another language unreported', () => {
    expect(people('Go with ella to the café, ask rosa for the bill.')).toEqual([]);
  });

  it('needs the introduction or a capitalised mention: a lone lower-case name stays unreported', () => {
    expect(people('The anna variable holds the count.')).toEqual([]);
    expect(people('Install john-deere tools, mail maria@example.org.')).toEqual([]);
  });
});

describe('lower-case names in text without capitals', () => {
  it('reports a known first name before a verb that mostly follows people', () => {
    expect(people('yesterday sabine told me the plan')).toEqual(['sabine']);
    expect(people('will said no, and mark lives here')).toEqual([]);
  });

  it('does not let a conjunction of another language close a name', () => {
    expect(people('ich bin anna und das ist peter')).toEqual(['anna', 'peter']);
  });
});
