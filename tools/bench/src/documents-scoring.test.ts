import { describe, expect, it } from 'vitest';
import {
  maskedPieces,
  missesByType,
  missingTypes,
  occurrences,
  residues,
  scoreValue,
  searchable,
  segmentAt,
  tallyValues,
  type ReportedSpan,
} from './documents-scoring.ts';

const span = (start: number, end: number, type: string, action = 'mask'): ReportedSpan => ({
  start,
  end,
  type,
  action,
});

describe('occurrences', () => {
  it('finds a value in any case, a line break standing for its space', () => {
    expect(occurrences('Call JANE\nDoe or jane doe', 'Jane Doe')).toEqual([
      { start: 5, end: 13 },
      { start: 17, end: 25 },
    ]);
  });

  it('takes regular-expression characters literally and finds nothing for an empty value', () => {
    expect(occurrences('pay (212) 555-0100 now', '(212) 555-0100')).toEqual([{ start: 4, end: 18 }]);
    expect(occurrences('a.b', 'a*b')).toEqual([]);
    expect(occurrences('anything', '  ')).toEqual([]);
  });
});

describe('scoreValue', () => {
  const text = 'Hi, I am Ann Lee, mail ann@example.org';

  it('counts a value found when a reported span overlaps it, and as its type only when the type matches', () => {
    expect(scoreValue(text, 'PERSON', 'Ann Lee', [span(9, 12, 'PERSON')])).toMatchObject({
      found: true,
      foundAsType: true,
    });
    expect(scoreValue(text, 'PERSON', 'Ann Lee', [span(9, 16, 'LOCATION')])).toMatchObject({
      found: true,
      foundAsType: false,
    });
  });

  it('accepts the corpus aliases of a type', () => {
    expect(scoreValue('born 1 May 1990', 'DATE', '1 May 1990', [span(5, 15, 'DATE_TIME', 'flag')])).toMatchObject({
      foundAsType: true,
      masked: false,
    });
  });

  it('tells a value extraction lost from one nothing covered', () => {
    expect(scoreValue(text, 'PHONE_NUMBER', '555-0100', [span(0, 38, 'PERSON')])).toEqual({
      type: 'PHONE_NUMBER',
      inText: false,
      found: false,
      foundAsType: false,
      masked: false,
    });
    expect(scoreValue(text, 'EMAIL_ADDRESS', 'ann@example.org', [span(9, 16, 'PERSON')]).inText).toBe(true);
  });
});

describe('tallies and misses', () => {
  const outcomes = [
    { type: 'PERSON', inText: true, found: true, foundAsType: true, masked: true },
    { type: 'PERSON', inText: true, found: true, foundAsType: false, masked: true },
    { type: 'PHONE_NUMBER', inText: true, found: false, foundAsType: false, masked: false },
    { type: 'PHONE_NUMBER', inText: false, found: false, foundAsType: false, masked: false },
  ];

  it('counts values read, found and found as their type', () => {
    expect(tallyValues(outcomes)).toEqual({ values: 4, inText: 3, found: 2, foundAsType: 1 });
    expect(tallyValues([])).toEqual({ values: 0, inText: 0, found: 0, foundAsType: 0 });
  });

  it('sorts each miss under one cause', () => {
    expect(Object.fromEntries(missesByType(outcomes))).toEqual({
      PERSON: { values: 2, notInText: 0, notFound: 0, otherType: 1 },
      PHONE_NUMBER: { values: 2, notInText: 1, notFound: 1, otherType: 0 },
    });
  });

  it('lists the expected types no reported type satisfies', () => {
    expect(missingTypes(['PERSON', 'LOCATION', 'PERSON', 'US_SSN'], ['PERSON', 'GPE'])).toEqual(['US_SSN']);
  });
});

describe('redaction search', () => {
  it('takes the text of masked spans only, piece by piece across line breaks, once each', () => {
    const text = 'Ann Lee\nLee Street\nAnn Lee';
    const spans = [span(0, 7, 'PERSON'), span(4, 11, 'PERSON'), span(19, 26, 'PERSON'), span(8, 18, 'X', 'flag')];
    expect(maskedPieces(text, spans)).toEqual(['Ann Lee', 'Lee']);
  });

  it('searches values of three characters with a letter, or six without', () => {
    expect([searchable('Al'), searchable('Ali'), searchable('12345'), searchable('123456')]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('finds whole words in any case, as written or XML-escaped, and nothing inside a longer word', () => {
    const parts = ['<t>Annual report by AT&amp;T</t>', 'Mail: BOB@EXAMPLE.COM'];
    expect(residues(parts, ['Ann', 'AT&T', 'bob@example.com', 'Anna'])).toEqual(['AT&T', 'bob@example.com']);
    expect(residues([], ['Ann'])).toEqual([]);
  });
});

describe('segmentAt', () => {
  it('maps an offset of the joined text to its segment, the joining newline to the segment before it', () => {
    const lengths = [3, 0, 4];
    expect([0, 3, 4, 5, 8].map((offset) => segmentAt(lengths, offset))).toEqual([0, 0, 1, 2, 2]);
    expect(segmentAt(lengths, 99)).toBe(2);
  });
});
