import { describe, expect, it } from 'vitest';
import { looksLikeSurname, looksLikeWord } from './word-shape.ts';

describe('looksLikeSurname', () => {
  it.each([
    'kowalczyk',
    'lewandowski',
    'shevchenko',
    'kovalchuk',
    'mickiewicz',
    'lindqvist',
    'almkvist',
    'lindgren',
    'ekstrom',
    'hedlund',
    'virtanen',
    'dijkstra',
    'popescu',
    'constantineanu',
    'papadopoulos',
    'pereira',
    'kapanadze',
    'beridzeshvili',
    'petrosyan',
    'yilmazoglu',
    'goikoetxea',
    'yamamoto',
    'nakamura',
    'mcdowell',
    "o'brien",
    'fitzgerald',
  ])('reads %s as a surname by its ending or prefix', (key) => {
    expect(looksLikeSurname(key)).toBe(true);
  });

  it.each(['table', 'server', 'report', 'manager', 'mcp', 'fitzy', 'gain'])('reads %s as no surname', (key) => {
    expect(looksLikeSurname(key)).toBe(false);
  });
});

describe('looksLikeWord', () => {
  it.each(['bergqvist', 'lindqvist', 'blomqvist'])('lets a surname ending win over -ist: %s', (key) => {
    expect(looksLikeWord(key)).toBe(false);
  });

  it.each(['specialist', 'motivation', 'happiness', 'tides'])('still reads %s as an ordinary word', (key) => {
    expect(looksLikeWord(key)).toBe(true);
  });
});
