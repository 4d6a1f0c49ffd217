import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { personLocationDetector } from '../person-location.ts';

const groups = (text: string): string[] =>
  personLocationDetector
    .detect(plainText(text), DEFAULT_CONTEXT)
    .filter((f) => f.type === 'NRP')
    .map((f) => text.slice(f.start, f.end));

describe('nationalities, religions and political groups (NRP)', () => {
  it.each([
    ['Zoolander is a 2018 Russian action-comedy film.', 'Russian'],
    ['It serves great Danish food.', 'Danish'],
    ['The Finnish Border Force have detained two men.', 'Finnish'],
    ['We are proud Ecuadoreans.', 'Ecuadoreans'],
    ['She is a devout Catholic.', 'Catholic'],
    ['A Republican senator objected.', 'Republican'],
    ['They moved from Costa Rican villages.', 'Costa Rican'],
    ['it serves great american food', 'american'],
    ['we are proud surinameses', 'surinameses'],
  ])('finds the group in %j', (text, group) => {
    expect(groups(text)).toEqual([group]);
  });

  it.each([
    'She is studying English and journalism.',
    'The manual is written in French.',
    'Please add a Spanish translation.',
    'They visited the Czech Republic last year.',
    'The Treaty on European Union was signed.',
    'Christian Bale is an actor.',
    'Please change it to Moira Pagan.',
    'Who is coming to Greenlander with me?',
    'Nicosia, Cyprus (Greek) is lovely.',
    'polish the floor',
  ])('finds none in %j', (text) => {
    expect(groups(text)).toEqual([]);
  });

  it('reports nationalities as pii with offsets into the text', () => {
    const [finding] = personLocationDetector.detect(plainText('A Japanese chef cooks.'), DEFAULT_CONTEXT);
    expect(finding).toMatchObject({ type: 'NRP', category: 'pii', start: 2, end: 10 });
  });
});
