import { describe, expect, it } from 'vitest';
import type { NormalizedText } from '../../types.ts';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { dateTimeDetector } from './date-time.ts';

const found = (text: string): Array<[string, string]> =>
  dateTimeDetector.detect(plainText(text), DEFAULT_CONTEXT).map((f) => [f.type, text.slice(f.start, f.end)]);
const dates = (text: string): string[] => found(text).map(([, value]) => value);

describe('dateTimeDetector: dates and times', () => {
  it.each([
    ['Today is 2021-05-21', '2021-05-21'],
    ['Today is 2024-06-05T09:15:30.500-07:00 or not?', '2024-06-05T09:15:30.500-07:00'],
    ['When: 1978-07-13 07:00:28 Where: the club', '1978-07-13 07:00:28'],
    ['Today is 5/20/2021', '5/20/2021'],
    ['Today is 21.5.21', '21.5.21'],
    ['Today is 5-MAY-2021', '5-MAY-2021'],
    ['Today is May-21', 'May-21'],
    ['Today is 21-May', '21-May'],
    ['on May 1st, 1977 we met', 'May 1st, 1977'],
    ['le 3 août 2020 à Lyon', '3 août 2020'],
    ['am 12. März 1990', '12. März 1990'],
    ['el 5 de mayo de 1980', '5 de mayo de 1980'],
    ['the 1st of May 2021', '1st of May 2021'],
  ])('finds the date in %j', (text, date) => {
    expect(dates(text)).toEqual([date]);
    expect(dateTimeDetector.detect(plainText(text), DEFAULT_CONTEXT)[0]).toMatchObject({
      type: 'DATE_TIME',
      category: 'pii',
    });
  });

  it('finds clock times, day names in any case, and months after a cue word', () => {
    expect(dates('Call at 10 am or 14:30.')).toEqual(['10 am', '14:30']);
    expect(dates('We meet on Thursday, or friday morning, or am Montag.')).toEqual(['Thursday', 'friday', 'Montag']);
    expect(dates('I bought my car in May.')).toEqual(['May']);
  });

  it('takes a bare year only after a cue, as an adjective before a name, or as the whole text', () => {
    expect(dates('It was founded in 1977 in Lyon.')).toEqual(['1977']);
    expect(dates('Title VII of the Civil Rights Act of 1974 protects workers.')).toEqual(['1974']);
    expect(dates('Zoolander is a 2018 Russian film.')).toEqual(['2018']);
    expect(dates('1972')).toEqual(['1972']);
  });

  it.each([
    'Today is2024-06-05T09:15:30.500-07:00',
    'Today is5/21',
    'server 192.168.100.200 answered',
    'then 2001:db8::1 timed out',
    'the buffer holds 2048 bytes',
    'a total of 2000 votes',
    'version 10.12.2021.1 released',
    'born on 13/31/1990 is not a date',
    'Dan May has a bank account',
    'May I ask a question?',
    'see you on the last Sunday before Labor Day',
    'today and on holidays',
  ])('does not fire on look-alikes: %s', (text) => {
    expect(dates(text)).toEqual([]);
  });
});

describe('dateTimeDetector: dates of birth', () => {
  it.each([
    ['She was born on 3/14/1987 in a small town.', '3/14/1987'],
    ['DOB: 1990-05-12', '1990-05-12'],
    ['Please tell me your date of birth. It is 24.06.1991', '24.06.1991'],
    ['geboren am 12. März 1990 in Köln', '12. März 1990'],
    ['fecha de nacimiento: 5 de mayo de 1980', '5 de mayo de 1980'],
    ['He was born in 1984.', '1984'],
  ])('reports the date in a birth context in %j as DATE_OF_BIRTH', (text, date) => {
    expect(found(text)).toEqual([['DATE_OF_BIRTH', date]]);
  });

  it('keeps other dates, and years that merely follow a birth word, as DATE_TIME', () => {
    expect(found('The birth rate rose in 2021')).toEqual([['DATE_TIME', '2021']]);
    expect(found('Meeting on 2021-05-20; born 1990-05-12.')).toEqual([
      ['DATE_TIME', '2021-05-20'],
      ['DATE_OF_BIRTH', '1990-05-12'],
    ]);
  });
});

describe('dateTimeDetector: years and times without a birth', () => {
  it('reports a year, a range of years and a clock time as DATE_TIME only', () => {
    expect(found('She moved abroad in 1987.')).toEqual([['DATE_TIME', '1987']]);
    expect(found('from 1990 to 1995 we rented')).toEqual([['DATE_TIME', '1990']]);
    expect(found('Meet me at 10:30 tomorrow')).toEqual([['DATE_TIME', '10:30']]);
  });

  it('does not make a time or a later year a date of birth, even after a birth word', () => {
    expect(found('The baby was born at 10:30')).toEqual([['DATE_TIME', '10:30']]);
    expect(found('born in Leeds, moved away in 1987')).toEqual([['DATE_TIME', '1987']]);
  });
});

describe('dateTimeDetector: offsets and robustness', () => {
  it('maps offsets back to the original text', () => {
    const original = 'Due \u200b2021-05-20 sharp';
    const text = 'Due 2021-05-20 sharp';
    const input: NormalizedText = {
      original,
      text,
      relaxed: text,
      toOriginal: (_view, start, end) => [start >= 4 ? start + 1 : start, end > 4 ? end + 1 : end],
    };
    const [finding] = dateTimeDetector.detect(input, DEFAULT_CONTEXT);
    expect(finding === undefined ? '' : original.slice(finding.start, finding.end)).toBe('2021-05-20');
  });

  it('stays linear on 100 KB of adversarial input', () => {
    for (const text of [
      '1/'.repeat(50_000),
      '12 May '.repeat(14_000),
      'in 1999 '.repeat(12_500),
      'day'.repeat(33_000),
    ]) {
      const started = performance.now();
      dateTimeDetector.detect(plainText(text), DEFAULT_CONTEXT);
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
