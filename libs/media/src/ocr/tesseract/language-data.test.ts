import { describe, expect, it } from 'vitest';
import { scanLanguageData, SHIPPED_LANGUAGES } from './language-data.ts';

describe('scanLanguageData', () => {
  it('finds the data of every language the package ships, in node_modules', () => {
    const { installed, missing } = scanLanguageData(SHIPPED_LANGUAGES);
    expect(missing).toEqual([]);
    expect([...installed.keys()]).toEqual([...SHIPPED_LANGUAGES]);
  });

  it('refuses a language no data is published for', () => {
    expect(() => scanLanguageData(['xx'])).toThrow(RangeError);
  });
});
