import { luhn } from '../scan/checksums.ts';
import { isValidDate, isValidShortDate } from '../scan/dates.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher } from '../scan/shared.ts';
import { stdnumCheck } from '../stdnum/library.ts';

const hetu = stdnumCheck('FI.hetu');
const orgnr = stdnumCheck('SE.orgnr');

/** Finnish henkilötunnus: DDMMYY, century sign (2023 additions included), individual number, mod-31 control character. */
export function isValidFiPersonalIdentityCode(value: string): boolean {
  return /^\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]$/.test(value) && hetu(value);
}

export const fiPersonalIdentityCodeDetector = shapeDetector(
  'pii-fi-personal-identity-code',
  'FI_PERSONAL_IDENTITY_CODE',
  [
    {
      anchors: [
        { digits: [6, 6], then: '-+', second: { digits: [4, 4], mixed: [4, 4] } },
        { mixed: [11, 11], head: [0, 0] },
      ],
      pattern: form('\\d{6}[-+A-FU-Y]\\d{3}[0-9A-FHJ-NPR-Y]'),
      valid: isValidFiPersonalIdentityCode,
      plain: 0.85,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher([
    'hetu',
    'henkilötunnus',
    'henkilotunnus',
    'personbeteckning(?:en)?',
    'personal identity code',
    'finnish id',
    'sosiaaliturvatunnus',
    'sotu',
  ]),
);

/**
 * Swedish personnummer (YYMMDD-NNNC, or with the century) and samordningsnummer (day + 60), Luhn
 * over the ten digits from the two-digit year.
 */
export function isValidSePersonnummer(value: string): boolean {
  const digits = value.replace(/[-+]/, '');
  if (!/^\d{10}(?:\d{2})?$/.test(digits)) return false;
  const short = digits.slice(-10);
  const day = Number(short.slice(4, 6));
  const birthDay = day > 60 ? day - 60 : day;
  const month = Number(short.slice(2, 4));
  const dateValid =
    digits.length === 12
      ? ['18', '19', '20'].includes(digits.slice(0, 2)) && isValidDate(Number(digits.slice(0, 4)), month, birthDay)
      : isValidShortDate(Number(short.slice(0, 2)), month, birthDay);
  return dateValid && luhn(short);
}

const swedishContext = contextMatcher([
  'personnummer',
  'pnr',
  'personnr',
  'identitetsnummer',
  'samordningsnummer',
  'personal identity',
  'swedish id',
  'organisationsnummer',
  'orgnr',
  'organisationsnr',
  'org\\.? ?nr',
]);

export const sePersonnummerDetector = shapeDetector(
  'pii-se-personnummer',
  'SE_PERSONNUMMER',
  [
    {
      anchors: [{ digits: [8, 8], then: '-', second: { digits: [4, 4] } }, { digits: [12, 12] }],
      pattern: form('(?:18|19|20)\\d{6}-?\\d{4}'),
      valid: isValidSePersonnummer,
      plain: 0.7,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [6, 6], then: '-+', second: { digits: [4, 4] } }],
      pattern: form('\\d{6}[-+]\\d{4}'),
      valid: isValidSePersonnummer,
      plain: 0.6,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [10, 10] }],
      pattern: form('\\d{10}'),
      valid: isValidSePersonnummer,
      plain: 0.4,
      alone: 0.6,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  swedishContext,
);

/** Swedish organisationsnummer: group digit 1–9, third digit ≥ 2 (never a month), Luhn. */
export function isValidSeOrganisationsnummer(value: string): boolean {
  const digits = value.replace('-', '');
  return /^[1-9]\d[2-9]\d{7}$/.test(digits) && orgnr(digits);
}

export const seOrganisationsnummerDetector = shapeDetector(
  'pii-se-organisationsnummer',
  'SE_ORGANISATIONSNUMMER',
  [
    {
      anchors: [{ digits: [6, 6], then: '-', second: { digits: [4, 4] } }],
      pattern: form('\\d{6}-\\d{4}'),
      valid: isValidSeOrganisationsnummer,
      plain: 0.6,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [10, 10] }],
      pattern: form('\\d{10}'),
      valid: isValidSeOrganisationsnummer,
      plain: 0.4,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  swedishContext,
);
