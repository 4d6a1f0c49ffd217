import type { StdnumRow } from './stdnum-detector.ts';

/** African identifiers besides South Africa's (south-africa.ts). */
export const africaRows: readonly StdnumRow[] = [
  {
    type: 'EG_TAX_NUMBER',
    country: 'EG',
    module: 'EG.tn',
    checksum: 'none: 9 digits',
    shapes: [
      { pattern: '\\d{3}-\\d{3}-\\d{3}', needsContext: true },
      { pattern: '\\d{9}', needsContext: true },
    ],
    context: ['الرقم الضريبي', 'رقم التسجيل الضريبي', 'رقم ضريبي', 'tax (?:registration )?number'],
  },
  {
    type: 'KE_PIN',
    country: 'KE',
    module: 'KE.pin',
    checksum: 'none: letter, 9 digits, letter',
    shapes: [{ pattern: '[AP]\\d{9}[A-Z]', needsContext: true }],
    context: ['kra pin', 'pin', 'nambari ya utambulisho', 'personal identification number'],
  },
  {
    type: 'GH_TIN',
    country: 'GH',
    module: 'GH.tin',
    checksum: 'type letter, weighted mod 11, 1 check character',
    shapes: [{ pattern: '[PCGQV]\\d{10}', needsContext: true }],
    context: ['tin', 'taxpayer identification number', 'ghana card'],
  },
  {
    type: 'MA_ICE',
    country: 'MA',
    module: 'MA.ice',
    checksum: 'mod 97, 2 check digits',
    shapes: [{ pattern: '\\d{15}', needsContext: true }],
    context: ['ice', 'identifiant commun de l.entreprise', 'المعرف الموحد للمقاولة'],
  },
  {
    type: 'MU_NID',
    country: 'MU',
    module: 'MU.nid',
    checksum: 'surname letter, birth date, mod 17 check character',
    shapes: [{ pattern: '[A-Z]\\d{12}[A-Z\\d]', needsContext: false }],
    context: ['nid', 'national identity card', 'carte d.identit[eé]'],
  },
  {
    type: 'MZ_NUIT',
    country: 'MZ',
    module: 'MZ.nuit',
    checksum: 'weighted mod 11, 1 check digit',
    shapes: [{ pattern: '\\d{9}', needsContext: true }],
    context: ['nuit', 'n[uú]mero [uú]nico de identifica[cç][aã]o tribut[aá]ria', 'tax id'],
  },
];
