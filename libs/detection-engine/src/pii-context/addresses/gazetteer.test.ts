import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { PLACE_RANK, placeRank } from './gazetteer.ts';
import { personLocationDetector } from '../person-location.ts';

const places = (text: string): string[] =>
  personLocationDetector
    .detect(plainText(text), DEFAULT_CONTEXT)
    .filter((finding) => finding.type === 'LOCATION')
    .map((finding) => text.slice(finding.start, finding.end));

describe('placeRank', () => {
  it('ranks a capital or large city above a county seat, and that above a village', () => {
    expect(placeRank('wrocław')).toBe(PLACE_RANK.METROPOLIS);
    expect(placeRank('borgarnes')).toBe(PLACE_RANK.CITY);
    expect(placeRank('soto del barco')).toBe(PLACE_RANK.TOWN);
  });

  it('keys names as runs of tokens are keyed: lower case, trailing stops dropped', () => {
    expect(placeRank('st albans')).toBeGreaterThan(PLACE_RANK.NONE);
    expect(placeRank('St Albans')).toBe(PLACE_RANK.NONE);
  });

  it('knows no made-up or ordinary words', () => {
    expect(placeRank('qwertyville')).toBe(PLACE_RANK.NONE);
    expect(placeRank('json')).toBe(PLACE_RANK.NONE);
  });
});

describe('personLocationDetector: towns from the gazetteer', () => {
  it.each([
    ['We moved here from Wrocław last year.', 'Wrocław'],
    ['She flew to New Westminster on Saturday.', 'New Westminster'],
    ['My sister is from Asker, Norway.', 'Asker, Norway'],
    ['The office near Borgarnes opens in May.', 'Borgarnes'],
  ])('finds the town in %j', (text, place) => {
    expect(places(text)).toEqual([place]);
  });

  it('extends a street address over the town after it', () => {
    expect(places('Send it to 12 Rua do Arenque 34, Goiânia')).toEqual(['12 Rua do Arenque 34, Goiânia']);
  });

  it.each([
    'Send it to Reading by Friday.',
    'I had a chat about the mind of Batman with my friends.',
    'Let me know what you see at Benton tonight.',
    'Only respond in English from now on.',
    'Thanks Mobile team, and Nice work everyone.',
  ])('finds no place where a town name is a word, a character or a language: %j', (text) => {
    expect(places(text)).toEqual([]);
  });
});
