import { parse } from 'mrz';
import { describe, expect, it } from 'vitest';

import { findMrz } from './find-mrz.ts';
import { frenchId, td1, td2, td3 } from './test-support.ts';

const today = new Date('2026-06-01T00:00:00Z');
const read = (lines: string[]) => findMrz(lines, { today });

describe('findMrz: formats', () => {
  it.each([
    ['TD3', td3()],
    ['MRV_A', td3({ code: 'V' })],
    ['TD2', td2()],
    ['MRV_B', td2({ code: 'V' })],
    ['TD1', td1()],
    ['FRENCH_ID', frenchId()],
  ])('reads %s with every check digit valid', (format, lines) => {
    const result = read(lines);
    expect(result?.format).toBe(format);
    expect(result?.valid).toBe(true);
    expect(result?.repairs).toEqual([]);
  });

  it.each([
    ['TD3', td3()],
    ['TD2', td2()],
    ['TD1', td1()],
    ['TD1', td1({ number: 'AB12345678901' })],
    ['FRENCH_NATIONAL_ID', frenchId()],
  ])('builds %s lines that the mrz package also finds valid', (format, lines) => {
    const result = parse(lines);
    expect([result.format, result.valid]).toEqual([format, true]);
  });

  it('reads the fields of a passport, with ISO dates', () => {
    const f = read(td3())!.fields;
    expect(f.documentCode?.value).toBe('P');
    expect(f.issuingState?.value).toBe('NLD');
    expect(f.documentNumber?.value).toBe('XR4T7K2P9');
    expect(f.surname?.value).toBe('VAN DER BERG');
    expect(f.givenNames?.value).toBe('JOHANNA MARIA');
    expect(f.nationality?.value).toBe('NLD');
    expect(f.birthDate?.date).toBe('1985-03-17');
    expect(f.sex?.value).toBe('F');
    expect(f.expiryDate?.date).toBe('2031-09-22');
    expect(f.personalNumber).toBeUndefined();
  });

  it('reads the personal number and its check digit on a passport', () => {
    const result = read(td3({ optional: 'ZE184226B' }))!;
    expect(result.checks.personalNumber).toBe(true);
    expect(result.fields.personalNumber?.value).toBe('ZE184226B');
  });

  it('follows a TD1 document number that overflows into the optional data', () => {
    const result = read(td1({ number: 'AB12345678901', optional: 'X7' }))!;
    expect(result.valid).toBe(true);
    expect(result.fields.documentNumber?.value).toBe('AB12345678901');
    expect(result.fields.documentNumber?.ranges.map((r) => [r.line, r.start, r.end])).toEqual([
      [0, 5, 14],
      [0, 15, 19],
    ]);
    expect(result.fields.optionalData?.value).toBe('X7');
  });

  it('puts a birth year that would be in the future in the 1900s, an expiry in the 2000s', () => {
    const f = read(td3({ birth: '300101', expiry: '300101' }))!.fields;
    expect(f.birthDate?.date).toBe('1930-01-01');
    expect(f.expiryDate?.date).toBe('2030-01-01');
    expect(read(td3({ birth: '150101' }))!.fields.birthDate?.date).toBe('2015-01-01');
  });
});

describe('findMrz: check digits decide validity, not state codes', () => {
  it('refuses a wrong check digit and says which one', () => {
    const [first, second] = td3();
    const wrong = second!.slice(0, 19) + String((Number(second![19]) + 1) % 10) + second!.slice(20);
    const result = read([first!, wrong])!;
    expect(result.valid).toBe(false);
    expect(result.checks).toMatchObject({ birthDate: false, documentNumber: true, composite: false });
  });

  it('accepts a specimen state (UTO) as valid and flags it as unknown', () => {
    const result = read(td3({ state: 'UTO', nationality: 'UTO' }))!;
    expect(result.valid).toBe(true);
    expect(result.unknownStates).toEqual(['issuingState', 'nationality']);
    expect(read(td3())!.unknownStates).toEqual([]);
  });
});

describe('findMrz: locating MRZ lines in OCR text', () => {
  it('finds the zone among other lines and reports which OCR lines hold it', () => {
    const result = read(['KINGDOM OF THE NETHERLANDS', 'PASSPORT', ...td3(), 'page 2']);
    expect(result?.sourceLines).toEqual([2, 3]);
  });

  it.each([
    [
      'code with filler runs',
      ['// <<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', 'x <<= 1; y <<= 2; <<<<<<<<<<<<<<<<<<<<<<<<<<<<<<'],
    ],
    [
      'upper-case prose',
      ['THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG AGAIN', 'PACK MY BOX WITH FIVE DOZEN LIQUOR JUGS NOW OK'],
    ],
    [
      'random capitals and digits',
      ['QWERTYUIOPASDFGHJKLZXCVBNM1234567890QWERTYUI', 'ZXCVBNMASDFGHJKLQWERTYUIOP0987654321ZXCVBNMA'],
    ],
    ['all fillers behind a code letter', ['P<' + '<'.repeat(42), '<'.repeat(44)]],
    ['a single MRZ line', [td3()[1]!]],
  ])('gives null for %s', (_, lines) => {
    expect(read(lines)).toBeNull();
  });
});
