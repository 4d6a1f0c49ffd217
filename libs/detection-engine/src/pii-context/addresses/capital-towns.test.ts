import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { personLocationDetector } from '../person-location.ts';

const places = (text: string): string[] =>
  personLocationDetector
    .detect(plainText(text), DEFAULT_CONTEXT)
    .filter((finding) => finding.type === 'LOCATION')
    .map((finding) => text.slice(finding.start, finding.end));

describe('personLocationDetector: short town names in capitals', () => {
  it.each([
    ['My aunt still lives in ESPOO.', 'ESPOO'],
    ['The parcel came from ASKER, as promised.', 'ASKER'],
  ])('takes a known city after a place preposition at a clause end: %j', (text, town) => {
    expect(places(text)).toEqual([town]);
  });

  it.each([
    'Ask the staff in NATO countries.',
    'Mail the form to NASA.',
    'It is written in HTML.',
    'The office in ESPOO region closed.',
  ])('takes no acronym, nor a town followed by its noun: %j', (text) => {
    expect(places(text)).toEqual([]);
  });
});
