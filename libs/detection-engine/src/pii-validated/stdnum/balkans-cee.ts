import type { StdnumRow, StdnumShape } from './stdnum-detector.ts';

const JMBG_SHAPES: readonly StdnumShape[] = [{ pattern: '[0-3]\\d{12}', needsContext: false }];
const JMBG_CONTEXT = [
  'jmbg',
  'матични број',
  'matični broj',
  'ЈМБГ',
  'emšo',
  'emso',
  'матичен број',
  'unique master citizen number',
];
const PERSONAL_NUMBER = 'personal (?:identification )?number';

/**
 * The JMBG (13 digits: birth date, region, serial, mod 11 check digit) of a republic of former
 * Yugoslavia: digits 8–9 name the region, which tells the countries apart.
 */
function jmbgRow(type: string, country: string, module: string, regions: readonly [number, number]): StdnumRow {
  return {
    type,
    country,
    module,
    checksum: 'birth date, region, mod 11, 1 check digit',
    shapes: JMBG_SHAPES,
    context: JMBG_CONTEXT,
    accept: (compact) => {
      const region = Number(compact.slice(7, 9));
      return region >= regions[0] && region <= regions[1];
    },
  };
}

/** Balkan, central and eastern European identifiers. */
export const balkansCeeRows: readonly StdnumRow[] = [
  jmbgRow('BA_JMBG', 'BA', 'BA.jmbg', [10, 19]),
  jmbgRow('ME_JMBG', 'ME', 'ME.jmbg', [20, 29]),
  jmbgRow('MK_JMBG', 'MK', 'MK.jmbg', [41, 49]),
  jmbgRow('SI_EMSO', 'SI', 'SI.emso', [50, 59]),
  jmbgRow('RS_JMBG', 'RS', 'RS.jmbg', [70, 99]),
  {
    type: 'RO_CNP',
    country: 'RO',
    module: 'RO.cnp',
    checksum: 'sex and century digit, birth date, county, weighted mod 11, 1 check digit',
    shapes: [{ pattern: '[1-9]\\d{12}', needsContext: false }],
    context: ['cnp', 'cod numeric personal', 'personal numeric code'],
  },
  {
    type: 'HR_OIB',
    country: 'HR',
    module: 'HR.oib',
    checksum: 'ISO 7064 mod 11,10, 1 check digit',
    shapes: [{ pattern: '\\d{11}', needsContext: true }],
    context: ['oib', 'osobni identifikacijski broj', PERSONAL_NUMBER],
  },
  {
    type: 'BG_EGN',
    country: 'BG',
    module: 'BG.egn',
    checksum: 'birth date, weighted mod 11, 1 check digit',
    shapes: [{ pattern: '\\d{10}', needsContext: true }],
    context: ['егн', 'egn', 'единен граждански номер', PERSONAL_NUMBER],
  },
  {
    // Czech and Slovak birth numbers share one scheme and one name: no number tells the two apart.
    type: 'CZ_SK_BIRTH_NUMBER',
    country: 'CZ, SK',
    module: 'CZ.rc',
    checksum: 'birth date (month + 50 for women), mod 11 over 10 digits',
    shapes: [
      { pattern: '\\d{6}/\\d{4}', needsContext: false },
      { pattern: '\\d{6}/\\d{3}', needsContext: true },
      { pattern: '\\d{9,10}', needsContext: true },
    ],
    context: ['rodné číslo', 'rodne cislo', 'rodného čísla', 'r\\.? ?č\\.', 'birth number'],
  },
  {
    type: 'HU_VAT',
    country: 'HU',
    module: 'HU.anum',
    checksum: 'weighted mod 10, 1 check digit',
    shapes: [{ pattern: '(?:HU)?\\d{8}', needsContext: true }],
    context: ['adószám', 'adoszam', 'közösségi adószám', 'vat(?: number)?'],
  },
  {
    type: 'UA_RNTRC',
    country: 'UA',
    module: 'UA.rntrc',
    checksum: 'weighted mod 11, 1 check digit',
    shapes: [{ pattern: '\\d{10}', needsContext: true }],
    context: ['рнокпп', 'іпн', 'ідентифікаційний (?:код|номер)', 'податковий номер', 'taxpayer'],
  },
  {
    type: 'RU_INN',
    country: 'RU',
    module: 'RU.inn',
    checksum: 'weighted mod 11, 1 check digit (10 digits) or 2 (12 digits)',
    shapes: [
      { pattern: '\\d{12}', needsContext: true },
      { pattern: '\\d{10}', needsContext: true },
    ],
    context: ['инн', 'inn', 'идентификационный номер налогоплательщика', 'taxpayer'],
  },
  {
    type: 'MD_IDNO',
    country: 'MD',
    module: 'MD.idno',
    checksum: 'weighted mod 10, 1 check digit',
    shapes: [{ pattern: '\\d{13}', needsContext: true }],
    context: ['idno', 'idnp', 'cod fiscal', 'num[aă]r de identificare de stat'],
  },
  {
    type: 'AL_NIPT',
    country: 'AL',
    module: 'AL.nipt',
    checksum: 'none: decade letter, date and district',
    shapes: [{ pattern: '[A-M]\\d{8}[A-Z]', needsContext: true }],
    context: ['nipt', 'nuis', 'numri i identifikimit', 'tax id'],
  },
  {
    type: 'GR_AMKA',
    country: 'GR',
    module: 'GR.amka',
    checksum: 'birth date, Luhn, 1 check digit',
    shapes: [{ pattern: '\\d{11}', needsContext: true }],
    context: ['αμκα', 'amka', 'αριθμός μητρώου κοινωνικής ασφάλισης', 'social security number'],
  },
];
