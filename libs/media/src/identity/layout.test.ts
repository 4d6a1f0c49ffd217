import { describe, expect, it } from 'vitest';
import type { OcrLine, OcrResult } from '../ocr/types.ts';
import { identityFields } from './layout.ts';

/** A line of text at (x, y), 20 px high, 10 px per character. */
const line = (text: string, x: number, y: number): OcrLine => ({
  text,
  confidence: 0.9,
  box: { x, y, width: text.length * 10, height: 20 },
});

function ocr(lines: OcrLine[]): OcrResult {
  return {
    engine: 'paddleocr',
    text: lines.map((l) => l.text).join('\n'),
    lines,
    confidence: 0.9,
    width: 1000,
    height: 700,
    processingTimeMs: 1,
  };
}

const fields = (result: OcrResult) => identityFields(result).map((f) => [f.field, result.text.slice(f.start, f.end)]);

describe('identityFields', () => {
  it('reads the values printed under multilingual passport labels', () => {
    const page = ocr([
      line('Surname / Nom / Apellidos', 200, 100),
      line('ERIKSSON', 200, 125),
      line('Given names / Prénoms / Nombres', 200, 155),
      line('ANNA MARIA', 200, 180),
      line('Date of birth / Date de naissance', 200, 210),
      line('12 AUG 1974', 200, 235),
    ]);
    expect(fields(page)).toEqual([
      ['surname', 'ERIKSSON'],
      ['givenNames', 'ANNA MARIA'],
      ['dateOfBirth', '12 AUG 1974'],
    ]);
  });

  it('reads a value written after its label on the same line', () => {
    expect(fields(ocr([line('Passport No. / N° du passeport: L898902C3', 10, 10)]))).toEqual([
      ['documentNumber', 'L898902C3'],
    ]);
    expect(fields(ocr([line('Geburtsdatum 12.08.1964', 10, 10)]))).toEqual([['dateOfBirth', '12.08.1964']]);
  });

  it('splits a line of values between labels printed side by side', () => {
    const card = ocr([line('Surname              Given names', 100, 50), line('MUSTERMANN           ERIKA', 100, 75)]);
    expect(fields(card)).toEqual([
      ['surname', 'MUSTERMANN'],
      ['givenNames', 'ERIKA'],
    ]);
  });

  it('reads the numbered fields of an EU driving licence', () => {
    const licence = ocr([
      line('FÜHRERSCHEIN', 10, 10),
      line('1. MUSTERMANN', 10, 40),
      line('2. ERIKA', 10, 70),
      line('3. 12.08.1964 BERLIN', 10, 100),
      line('5. B072RRE2I55', 10, 130),
    ]);
    expect(fields(licence)).toEqual([
      ['surname', 'MUSTERMANN'],
      ['givenNames', 'ERIKA'],
      ['dateOfBirth', '12.08.1964 BERLIN'],
      ['documentNumber', 'B072RRE2I55'],
    ]);
  });

  it('takes no prose for a field', () => {
    expect(fields(ocr([line('My name is John and my nationality is a secret.', 10, 10)]))).toEqual([]);
    expect(fields(ocr([line('Name', 10, 10), line('please write clearly', 10, 35)]))).toEqual([]);
  });

  it('does not read a value from a line far below or from another label line', () => {
    expect(fields(ocr([line('Surname', 10, 10), line('ERIKSSON', 10, 200)]))).toEqual([]);
    expect(fields(ocr([line('Surname', 10, 10), line('Given names', 10, 35)]))).toEqual([]);
  });
});
