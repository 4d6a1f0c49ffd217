import type { StdnumRow } from './stdnum-detector.ts';

const PERSONAL_CODE = 'personal (?:identity |identification )?(?:code|number)';

/**
 * Norwegian, Danish and Icelandic numbers and the Baltic personal codes. Finland and Sweden have
 * hand-written detectors (nordics.ts). The codes are bare digit runs of one check digit or none, so
 * each needs a context word, save the Norwegian number written with its space.
 */
export const nordicsBalticsRows: readonly StdnumRow[] = [
  {
    type: 'NO_FODSELSNUMMER',
    country: 'NO',
    module: 'NO.fodselsnummer',
    checksum: 'birth date, mod 11, 2 check digits',
    shapes: [
      { pattern: '\\d{6} \\d{5}', needsContext: false },
      { pattern: '\\d{11}', needsContext: true },
    ],
    context: ['f[øo]dselsnummer', 'personnummer', 'f\\.? ?nr', 'national identity number', 'norwegian id'],
  },
  {
    type: 'NO_ORGNR',
    country: 'NO',
    module: 'NO.orgnr',
    checksum: 'weighted mod 11, 1 check digit',
    shapes: [{ pattern: '\\d{3} ?\\d{3} ?\\d{3}', needsContext: true }],
    context: ['organisasjonsnummer', 'org\\.? ?nr', 'orgnr', 'organi[sz]ation number'],
  },
  {
    type: 'DK_CPR',
    country: 'DK',
    module: 'DK.cpr',
    checksum: 'none: birth date and century rule',
    shapes: [{ pattern: '\\d{6}-?\\d{4}', needsContext: true }],
    context: ['cpr', 'cpr-n(?:umme)?r', 'personnummer', 'civil registration number'],
  },
  {
    type: 'IS_KENNITALA',
    country: 'IS',
    module: 'IS.kennitala',
    checksum: 'birth or founding date, mod 11, 1 check digit',
    shapes: [{ pattern: '\\d{6}-?\\d{4}', needsContext: true }],
    context: ['kennitala', 'kennitölu', 'kt\\.', 'icelandic id'],
  },
  {
    type: 'EE_PERSONAL_CODE',
    country: 'EE',
    module: 'EE.ik',
    checksum: 'sex and century digit, birth date, mod 11 (two passes), 1 check digit',
    shapes: [{ pattern: '[1-6]\\d{10}', needsContext: true }],
    context: ['isikukood', 'isikukoodi', PERSONAL_CODE, 'estonian id'],
  },
  {
    type: 'LV_PERSONAL_CODE',
    country: 'LV',
    module: 'LV.pvn',
    checksum: 'birth date, weighted mod 11, 1 check digit',
    shapes: [{ pattern: '\\d{6}-?\\d{5}', needsContext: true }],
    context: ['personas kods', 'personas koda', 'personas kodu', PERSONAL_CODE, 'latvian id'],
    // LV.pvn also takes VAT numbers of companies, which start at 4; personal codes start with the day.
    accept: (compact) => /^[0-3]/.test(compact),
  },
  {
    type: 'LT_PERSONAL_CODE',
    country: 'LT',
    module: 'LT.asmens',
    checksum: 'sex and century digit, birth date, mod 11 (two passes), 1 check digit',
    shapes: [{ pattern: '[1-6]\\d{10}', needsContext: true }],
    context: ['asmens kod(?:as|ą|o)', PERSONAL_CODE, 'lithuanian id'],
  },
];
