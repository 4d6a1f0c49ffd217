import type { StdnumRow } from './stdnum-detector.ts';

const SOCIAL_SECURITY = 'social security(?: number)?';

/** Western European (the UK's UTR among them) and New Zealand identifiers the hand-written detectors leave out. */
export const europeOceaniaRows: readonly StdnumRow[] = [
  {
    type: 'AT_SOCIAL_SECURITY',
    country: 'AT',
    module: 'AT.vnr',
    checksum: 'birth date, weighted mod 11, 1 check digit',
    shapes: [{ pattern: '\\d{4} ?\\d{6}', needsContext: true }],
    context: ['sozialversicherungsnummer', 'versicherungsnummer', 'svnr', 'sv-nr', SOCIAL_SECURITY],
  },
  {
    type: 'BE_NATIONAL_NUMBER',
    country: 'BE',
    module: 'BE.nn',
    checksum: 'birth date, mod 97, 2 check digits',
    shapes: [
      { pattern: '\\d{2}\\.\\d{2}\\.\\d{2}-\\d{3}\\.\\d{2}', needsContext: false },
      { pattern: '\\d{11}', needsContext: true },
    ],
    context: ['rijksregisternummer', 'num[eé]ro national', 'national number', 'insz', 'niss', 'registre national'],
  },
  {
    type: 'NL_BSN',
    country: 'NL',
    module: 'NL.bsn',
    checksum: 'eleven test (weighted mod 11)',
    shapes: [
      { pattern: '\\d{4}\\.\\d{2}\\.\\d{3}', needsContext: true },
      { pattern: '\\d{9}', needsContext: true },
    ],
    context: ['bsn', 'burgerservicenummer', 'sofinummer', 'citizen service number'],
  },
  {
    type: 'PT_CC',
    country: 'PT',
    module: 'PT.cc',
    checksum: 'check character over the whole number (Luhn-like, letters as numbers)',
    shapes: [{ pattern: '\\d{8} ?\\d ?[A-Z]{2}\\d', needsContext: false }],
    context: ['cart[aã]o de cidad[aã]o', 'citizen card', 'n\\.?º? (?:do )?documento'],
  },
  {
    type: 'IE_PPS',
    country: 'IE',
    module: 'IE.pps',
    checksum: 'weighted mod 23 check letter',
    shapes: [{ pattern: '\\d{7}[A-W][ABHWTX]?', needsContext: true }],
    context: ['pps', 'ppsn', 'personal public service', 'uimhir phearsanta'],
  },
  {
    type: 'CH_SSN',
    country: 'CH',
    module: 'CH.ssn',
    checksum: 'prefix 756, EAN-13 check digit',
    shapes: [
      { pattern: '756\\.\\d{4}\\.\\d{4}\\.\\d{2}', needsContext: false },
      { pattern: '756\\d{10}', needsContext: true },
    ],
    context: ['ahv', 'avs', 'ahv-n(?:umme)?r', 'sozialversicherungsnummer', 'num[eé]ro avs', SOCIAL_SECURITY],
  },
  {
    type: 'UK_UTR',
    country: 'GB',
    module: 'GB.utr',
    checksum: 'weighted mod 11, leading check digit',
    shapes: [{ pattern: '\\d{5} ?\\d{5}', needsContext: true }],
    context: ['utr', 'unique tax ?payer reference', 'self[- ]assessment', 'hmrc', 'tax reference'],
  },
  {
    type: 'NZ_IRD',
    country: 'NZ',
    module: 'NZ.ird',
    checksum: 'weighted mod 11, 1 check digit',
    shapes: [{ pattern: '\\d{2,3}-?\\d{3}-?\\d{3}', needsContext: true }],
    context: ['ird', 'inland revenue', 'tax file number'],
  },
];
