import { describe, expect, it } from 'vitest';
import { plainText } from '../test-support.ts';
import { createDateOfBirthDetector } from './date-of-birth.ts';

const detector = createDateOfBirthDetector();
const found = (text: string): string[] => detector.detect(plainText(text)).map((f) => text.slice(f.start, f.end));

describe('date-of-birth detector', () => {
  it.each([
    ['She was born on 3/14/1987 in a small town.', '3/14/1987'],
    ['DOB: 1990-05-12', '1990-05-12'],
    ['Please tell me your date of birth. It is 24.06.1991', '24.06.1991'],
    ['Date of birth: 7 March 1979', '7 March 1979'],
    ['birthday is March 7th, 1979', 'March 7th, 1979'],
    ['geboren am 12. März 1990 in Köln', '12. März 1990'],
    ['née le 3 mars 1985 à Lyon', '3 mars 1985'],
    ['fecha de nacimiento: 5 de mayo de 1980', '5 de mayo de 1980'],
    ['He was born in 1984.', '1984'],
  ])('finds the date of birth in %j', (text, date) => {
    expect(found(text)).toEqual([date]);
    expect(detector.detect(plainText(text))[0]).toMatchObject({ type: 'DATE_TIME', category: 'pii' });
  });

  it.each([
    'Today is 6/11/2022',
    'The meeting is on 2021-05-20 at 10:00',
    'The invoice dated 12 March 2020 is attached',
    'born on 13/31/1990 is not a date',
    'The birth rate rose in 2021',
    'born in the USA',
  ])('does not flag ordinary dates or malformed ones: %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('flags every date, at a lower confidence, when asked to', () => {
    const all = createDateOfBirthDetector({ anyDate: true });
    const findings = all.detect(plainText('Meeting on 2021-05-20; born 1990-05-12.'));
    expect(findings.map((f) => f.confidence)).toEqual([0.5, 0.85]);
  });

  it('stays linear on 100 KB of adversarial input', () => {
    for (const text of [
      'born '.repeat(20_000),
      '1/'.repeat(50_000),
      'born 12 '.repeat(12_500),
      'dob 1990-01-'.repeat(8_000),
    ]) {
      const started = performance.now();
      detector.detect(plainText(text));
      createDateOfBirthDetector({ anyDate: true }).detect(plainText(text));
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
