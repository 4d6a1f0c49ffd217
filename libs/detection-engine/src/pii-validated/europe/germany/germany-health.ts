import { weightedSum } from '../../scan/checksums.ts';
import { form, shapeDetector } from '../../scan/shape-scan.ts';
import { contextMatcher, isRepeated } from '../../scan/shared.ts';
import { stdnumCheck } from '../../stdnum/library.ts';

/** A letter as its two-digit alphabet position (A = 01 … Z = 26), as the German schemes encode it. */
function letterValue(letter: string): string {
  return String(letter.charCodeAt(0) - 64).padStart(2, '0');
}

function digitSum(n: number): number {
  return Math.floor(n / 10) + (n % 10);
}

/** Krankenversichertennummer: a letter and nine digits, the last a modulus-10 check over weights 1-2. */
export function isValidDeHealthInsurance(value: string): boolean {
  const upper = value.toUpperCase();
  if (!/^[A-Z]\d{9}$/.test(upper)) return false;
  const effective = letterValue(upper[0]!) + upper.slice(1, 9);
  let total = 0;
  for (let i = 0; i < 10; i++) total += digitSum(Number(effective[i]) * (i % 2 === 0 ? 1 : 2));
  return total % 10 === Number(upper[9]);
}

export const deHealthInsuranceDetector = shapeDetector(
  'pii-de-health-insurance',
  'DE_HEALTH_INSURANCE',
  [
    {
      anchors: [{ mixed: [10, 10], head: [1, 1] }],
      pattern: form('[A-Z]\\d{9}', 'i'),
      valid: isValidDeHealthInsurance,
      plain: 0.45,
      alone: 0.55,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher([
    'krankenversicherten(?:nummer)?',
    'krankenversicherungsnummer',
    'versichertennummer',
    'kvnr',
    'krankenkasse',
    'krankenversicherung',
    'gesundheitskarte',
    'egk(?:-nummer)?',
    'versichertenkarte',
  ]),
);

const rentenversicherungsnummer = stdnumCheck('DE.svnr');

/**
 * Rentenversicherungsnummer: area (2 digits), birth date DDMMYY (day + 50 for a second number),
 * surname initial, serial and a check digit over the digit sums of weights 2,1,2,5,7,1,2,1,2,1,2,1.
 */
export function isValidDeSocialSecurity(value: string): boolean {
  const upper = value.toUpperCase();
  return /^\d{8}[A-Z]\d{3}$/.test(upper) && rentenversicherungsnummer(upper);
}

export const deSocialSecurityDetector = shapeDetector(
  'pii-de-social-security',
  'DE_SOCIAL_SECURITY',
  [
    {
      anchors: [{ mixed: [12, 12], head: [0, 0] }],
      pattern: form('\\d{8}[A-Z]\\d{3}', 'i'),
      valid: isValidDeSocialSecurity,
      plain: 0.7,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher([
    'rentenversicherungsnummer',
    'sozialversicherungsnummer',
    'versicherungsnummer',
    'rvnr',
    'svnr',
    'sv-nummer',
    'rentenversicherung',
    'sozialversicherung(?:sausweis)?',
  ]),
);

/** Lebenslange Arztnummer: six digits, a check digit (weights 4-9, complement to 10), two specialty digits. */
export function isValidDeLanr(value: string): boolean {
  return (
    /^\d{9}$/.test(value) &&
    !isRepeated(value) &&
    (10 - (weightedSum(value, [4, 9, 4, 9, 4, 9]) % 10)) % 10 === Number(value[6])
  );
}

/** Nine digits pass this check one time in ten: without doctor words it is only a hint. */
export const deLanrDetector = shapeDetector(
  'pii-de-lanr',
  'DE_LANR',
  [
    {
      anchors: [{ digits: [9, 9] }],
      pattern: form('\\d{9}'),
      valid: isValidDeLanr,
      plain: 0.2,
      alone: 0.55,
      withContext: 0.9,
      source: 'validator',
    },
  ],
  contextMatcher([
    'lanr',
    'arztnummer',
    'arzt-?nr',
    'arzt-?nummer',
    'lebenslange arztnummer',
    'vertragsarzt',
    'kassenarzt',
  ]),
);

/** Kassenärztliche Vereinigung codes that open a Betriebsstättennummer. */
const KV_CODES = new Set([
  '01',
  '02',
  '03',
  '17',
  '20',
  '35',
  '38',
  '46',
  '51',
  '52',
  '71',
  '72',
  '73',
  '74',
  '78',
  '83',
  '88',
  '93',
  '98',
]);

/** BSNR has no check digit: a KV code prefix and practice words together are the only evidence. */
export const deBsnrDetector = shapeDetector(
  'pii-de-bsnr',
  'DE_BSNR',
  [
    {
      anchors: [{ digits: [9, 9] }],
      pattern: form('\\d{9}'),
      valid: (v) => KV_CODES.has(v.slice(0, 2)) && v !== '000000000',
      plain: 0,
      withContext: 0.6,
      source: 'regex',
    },
  ],
  contextMatcher([
    'bsnr',
    'betriebsstätten-?nummer',
    'betriebsstätte',
    'praxisnummer',
    'nebenbetriebsstätte',
    'hauptbetriebsstätte',
  ]),
);
