import { describe, expect, it } from 'vitest';
import { isDateFormat, serialToIso } from './number-formats.ts';

describe('isDateFormat', () => {
  it('sees d, m, y, h, s outside quotes, escapes and brackets', () => {
    expect(['yyyy-mm-dd', 'd/m/yy', '[$-409]mmmm d, yyyy', 'h:mm AM/PM', '[h]:mm:ss'].every(isDateFormat)).toBe(true);
    expect(['0.00', '#,##0 "days"', '0\\d', '[Red]0.00', 'General', '@'].some(isDateFormat)).toBe(false);
  });
});

describe('serialToIso', () => {
  it('reads the 1900 system with its fictitious leap day, and the 1904 system', () => {
    expect(serialToIso(1, false)).toBe('1900-01-01');
    expect(serialToIso(59, false)).toBe('1900-02-28');
    expect(serialToIso(61, false)).toBe('1900-03-01');
    expect(serialToIso(31850, false)).toBe('1987-03-14');
    expect(serialToIso(30388, true)).toBe('1987-03-14');
  });

  it('writes times, and nothing for serials Excel cannot show', () => {
    expect(serialToIso(31850.75, false)).toBe('1987-03-14 18:00:00');
    expect(serialToIso(0.5, false)).toBe('12:00:00');
    expect(serialToIso(-1, false)).toBeNull();
    expect(serialToIso(Number.NaN, false)).toBeNull();
    expect(serialToIso(3e6, false)).toBeNull();
  });
});
