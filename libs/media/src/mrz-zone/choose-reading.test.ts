import { describe, expect, it } from 'vitest';
import { td1, td3 } from '../mrz/test-support.ts';
import { chooseReading, type Reading } from './choose-reading.ts';

const today = new Date('2026-06-01T00:00:00Z');
const reading = (texts: readonly string[], confidence = 0.9): Reading => ({
  lines: texts.map((text) => ({ text, confidence })),
});
const at = (line: string, column: number, char: string) => line.slice(0, column) + char + line.slice(column + 1);

describe('chooseReading', () => {
  const [first, second] = td3({ surname: 'SPECIMEN', given: 'SVEN' });

  it('prefers the reading whose check digits all match, however confident the other', () => {
    // A birth date digit misread: the check digit no longer matches.
    const misread = reading(['PASSPORT', first!, at(second!, 15, '9')], 0.99);
    const choice = chooseReading([misread, reading([first!, second!], 0.6)], today)!;
    expect(choice.reading).toBe(1);
    expect(choice.mrz.valid).toBe(true);
  });

  it('prefers more matching check digits when no reading is valid', () => {
    const oneWrong = at(second!, 15, '9');
    const twoWrong = at(oneWrong, 25, '7');
    const choice = chooseReading([reading([first!, twoWrong], 0.99), reading([first!, oneWrong], 0.5)], today)!;
    expect(choice.reading).toBe(1);
  });

  it('leaves to confidence what check digits cannot tell: a name read two ways', () => {
    const dropped = first!.replace('SPECIMEN<<SVEN', 'SPEMEN<<SVEN<<');
    const choice = chooseReading([reading([dropped, second!], 0.85), reading([first!, second!], 0.92)], today)!;
    expect(choice.reading).toBe(1);
    expect(choice.mrz.fields.surname?.value).toBe('SPECIMEN');
    expect(chooseReading([reading([first!, second!], 0.9), reading([dropped, second!], 0.9)], today)?.reading).toBe(0);
  });

  it('counts the confidence of the zone lines only, not of the rest of the page', () => {
    const card = td1();
    const noisyPage = reading(['', ...card]);
    noisyPage.lines[0]!.confidence = 0.1;
    const clean = reading(td1({ surname: 'OTHER' }), 0.85);
    expect(chooseReading([noisyPage, clean], today)?.reading).toBe(0);
  });

  it('is null when no reading holds an MRZ, or there is none', () => {
    expect(chooseReading([reading(['Hello', 'world'])], today)).toBeNull();
    expect(chooseReading([], today)).toBeNull();
  });
});
