import { describe, expect, it } from 'vitest';
import { deTaxIdDetector, isValidDeTaxId } from './europe/germany/germany.ts';
import { frNirDetector } from './europe/france.ts';
import { inPanDetector, inVoterDetector } from './asia-pacific/india.ts';
import { isValidItFiscalCode, itFiscalCodeDetector } from './europe/italy.ts';
import { fiPersonalIdentityCodeDetector, isValidSePersonnummer, sePersonnummerDetector } from './europe/nordics.ts';
import { isValidPlPesel, plPeselDetector } from './europe/poland.ts';
import { seen } from './scan/test-helpers.ts';
import { isValidTrNationalId, trNationalIdDetector } from './europe/turkey.ts';
import { isValidZaIdNumber, zaIdNumberDetector } from './africa/south-africa.ts';
import type { Detector } from '../types.ts';

function firstValid(start: number, valid: (value: string) => boolean): string {
  for (let n = start; ; n++) if (valid(String(n))) return String(n);
}

/** The confidence the detector gives the value written after `words`, 0 when it reports nothing. */
const confidence = (detector: Detector, words: string, value: string): number =>
  seen(detector, `${words} ${value}`).find((finding) => finding.value === value)?.confidence ?? 0;

describe('context words in the languages of the issuing country', () => {
  const cases: readonly (readonly [Detector, string, string])[] = [
    [trNationalIdDetector, firstValid(31_415_926_535, isValidTrNationalId), 'T.C. vatandaşlık numarası'],
    [trNationalIdDetector, firstValid(31_415_926_535, isValidTrNationalId), 'nüfus cüzdanı'],
    [plPeselDetector, firstValid(85_071_412_340, isValidPlPesel), 'numer ewidencyjny'],
    [sePersonnummerDetector, firstValid(8_507_141_230, isValidSePersonnummer), 'personnr'],
    [sePersonnummerDetector, firstValid(8_507_141_230, isValidSePersonnummer), 'identitetsnummer'],
    [deTaxIdDetector, firstValid(12_345_678_901, isValidDeTaxId), 'tax identification number'],
    [zaIdNumberDetector, firstValid(8_507_145_080_000, isValidZaIdNumber), 'identiteitsnommer'],
    [inPanDetector, 'ABCPK9274Q', 'पैन कार्ड'],
    [inVoterDetector, 'KLT4827193', 'मतदाता पहचान पत्र'],
    [fiPersonalIdentityCodeDetector, '131052-308T', 'sosiaaliturvatunnus'],
    [frNirDetector, '2 55 08 14 168 025 38', 'assurance maladie'],
  ];

  it('raise the finding above what unrelated words give it, to a reported one', () => {
    for (const [detector, value, words] of cases) {
      const supported = confidence(detector, words, value);
      expect([words, supported > confidence(detector, 'Bestellung', value)]).toEqual([words, true]);
      expect(supported).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('include the Italian abbreviation of codice fiscale', () => {
    const code = 'RSSMRA85T10A562S';
    expect(isValidItFiscalCode(code)).toBe(true);
    expect(confidence(itFiscalCodeDetector, 'cod. fisc.', code)).toBeGreaterThanOrEqual(0.9);
  });
});
