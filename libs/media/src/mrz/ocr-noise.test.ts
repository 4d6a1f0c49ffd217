import { describe, expect, it } from 'vitest';

import { findMrz } from './find-mrz.ts';
import { td1, td2, td3 } from './test-support.ts';

const read = (lines: string[]) => findMrz(lines, { today: new Date('2026-06-01T00:00:00Z') });
const at = (line: string, column: number, char: string) => line.slice(0, column) + char + line.slice(column + 1);

describe('findMrz: normalising OCR lines', () => {
  it('ignores spaces and lower case, and maps columns back to the raw OCR text', () => {
    const [first, second] = td3();
    const spaced = second!.slice(0, 9) + '  ' + second!.slice(9);
    const result = read([first!.toLowerCase(), spaced])!;
    expect(result.valid).toBe(true);
    expect(result.repairs).toEqual([]);
    const nationality = result.fields.nationality!.ranges[0]!;
    expect([nationality.start, nationality.sourceStart, nationality.sourceEnd]).toEqual([10, 12, 15]);
    expect(result.text.slice(nationality.textStart, nationality.textEnd)).toBe('NLD');
  });

  it('reads « as the filler', () => {
    const lines = td2().map((l) => l.replaceAll('<', '«'));
    expect(read(lines)?.valid).toBe(true);
  });

  it('reads a trailing run of K/L (Tesseract) as fillers, keeping a name that ends in L', () => {
    const [first, second] = td3({ surname: 'MICHEL', given: 'PAUL' });
    const noisy = first!.replace(/<+$/, (run) => '<' + 'K'.repeat(run.length - 1));
    const result = read([noisy, second!]);
    expect(result?.fields.givenNames?.value).toBe('PAUL');
    expect(read([first!.replace(/<{6}$/, 'KKKKKK'), second!])?.fields.givenNames?.value).toBe('PAUL');
  });

  it('reads K, L, C and E in the fillers after the names as fillers, by field position', () => {
    const [first, second] = td3({ surname: 'MARTIN', given: 'SARAH' });
    const noisy = first!.replace('SARAH<<<<<<<<<<', 'SARAH<<<<<K<<CE');
    const result = read([noisy, second!])!;
    expect(result.lines[0]).toBe(first);
    expect(result.repairs.map((r) => [r.from, r.to])).toEqual([
      ['K', '<'],
      ['C', '<'],
      ['E', '<'],
    ]);
    const [card1, card2, card3] = td1({ surname: 'SPECIMEN', given: 'SVEN' });
    expect(read([card1!, card2!, card3!.replace('SVEN<<<<<<<', 'SVEN<<<<LL<')])?.lines[2]).toBe(card3);
  });

  it('keeps a letter before the padding, and letters that are no filler misreading in it', () => {
    const [first, second] = td3({ surname: 'NOVAK', given: 'ERIK' });
    // A name may end in K or start with E: only what follows three fillers is padding.
    expect(read([first!, second!])?.fields.givenNames?.value).toBe('ERIK');
    const junk = first!.replace('ERIK<<<<<<<', 'ERIK<<<<X<<');
    expect(read([junk, second!])?.lines[0]).toBe(junk);
    const shortSurname = td2({ surname: 'LE<CLERC', given: 'LEA' });
    expect(read(shortSurname)?.fields.surname?.value).toBe('LE CLERC');
  });

  it('pads a names line whose trailing fillers OCR dropped', () => {
    const [first, second] = td3();
    expect(read([first!.replace(/<+$/, ''), second!])?.valid).toBe(true);
  });

  it('adds or removes a filler in a filler run of a line one character off', () => {
    const [first, second] = td3();
    expect(read([first!, second!.replace('<<<', '<<')])?.valid).toBe(true);
    expect(read([first!, second!.replace('<<<', '<<<<')])?.valid).toBe(true);
  });

  it('keeps an unreadable glyph in place, where it fails the check digit that covers it', () => {
    const [first, second] = td3();
    const result = read([first!, at(second!, 3, '?')])!;
    expect(result.checks).toMatchObject({ documentNumber: false, birthDate: true });
  });
});

describe('findMrz: OCR-B repair by field position', () => {
  it('reads look-alike letters in dates as digits', () => {
    const [first, second] = td3({ birth: '850105', expiry: '310122' });
    // Birth date at columns 13–18, expiry date at 21–26.
    const noisy = at(at(at(second!, 15, 'O'), 16, 'I'), 25, 'Z');
    const result = read([first!, noisy])!;
    expect(result.valid).toBe(true);
    expect(result.fields.birthDate?.date).toBe('1985-01-05');
    expect(result.repairs).toEqual([
      { line: 1, column: 15, from: 'O', to: '0' },
      { line: 1, column: 16, from: 'I', to: '1' },
      { line: 1, column: 25, from: 'Z', to: '2' },
    ]);
  });

  it('reads look-alike digits in names and state codes as letters', () => {
    const [first, second] = td3({ nationality: 'BOL', surname: 'SOSA' });
    const result = read([first!.replace('SOSA', '5O5A'), at(second!, 11, '0')])!;
    expect(result.fields.surname?.value).toBe('SOSA');
    expect(result.fields.nationality?.value).toBe('BOL');
  });

  it('repairs an O read for 0 in a document number when only that swap satisfies the check digits', () => {
    const [first, second] = td3({ number: 'C80X15720' });
    const result = read([first!, at(second!, 2, 'O')])!;
    expect(result.valid).toBe(true);
    expect(result.fields.documentNumber?.value).toBe('C80X15720');
    expect(result.repairs).toEqual([{ line: 1, column: 2, from: 'O', to: '0' }]);
  });

  it('leaves a letter O that the check digit confirms', () => {
    const result = read(td1({ number: 'OX8O21B47' }))!;
    expect(result.valid).toBe(true);
    expect(result.fields.documentNumber?.value).toBe('OX8O21B47');
  });

  it('does not invent a repair for a digit misread as another digit', () => {
    const [first, second] = td3({ number: 'C80X15720' });
    const result = read([first!, at(second!, 4, '9')])!;
    expect(result.valid).toBe(false);
    expect(result.fields.documentNumber?.value).toBe('C80X95720');
  });
});
