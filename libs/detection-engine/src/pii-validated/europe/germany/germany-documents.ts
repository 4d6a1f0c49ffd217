import { icaoCheckDigit } from '../../scan/checksums.ts';
import { form, type Shape, shapeDetector } from '../../scan/shape-scan.ts';
import { contextMatcher, isRepeated } from '../../scan/shared.ts';

/**
 * Reisepass (since Nov 2007) and Personalausweis (since Nov 2010) share one serial-number
 * system: nine characters of a vowel-free alphabet, letters C F G H J K L M N P R T V W X Y Z
 * and digits. The first letter names the document, C F G H J K a passport, L M N P R T V W X Y
 * an identity card. The printed serial has no check digit; the MRZ adds a tenth character, the
 * ICAO 7-3-1 check digit of the nine. Older all-digit numbers (pre-2010 cards, pre-2007
 * passports) have expired and are not looked for.
 */
const PASSPORT_FIRST = 'CFGHJK';
const ID_CARD_FIRST = 'LMNPRTVWXY';

/** A serial opening with one of `first`, in one letter case, its check digit right when written. */
function isDocumentNumber(value: string, first: string): boolean {
  if (value !== value.toUpperCase() && value !== value.toLowerCase()) return false;
  const upper = value.toUpperCase();
  if (!first.includes(upper[0]!) || !/^[A-Z][CFGHJKLMNPRTVWXYZ0-9]{8}\d?$/.test(upper)) return false;
  // "T00000000": a placeholder, not a serial.
  if (isRepeated(upper.slice(1, 9))) return false;
  return upper.length === 9 || icaoCheckDigit(upper.slice(0, 9)) === Number(upper[9]);
}

export const isValidDePassport = (value: string): boolean => isDocumentNumber(value, PASSPORT_FIRST);
export const isValidDeIdCard = (value: string): boolean => isDocumentNumber(value, ID_CARD_FIRST);

/**
 * Both forms need document words. The printed nine characters have no check and look like any
 * product or order code; the MRZ form's check digit is passed by one value in ten, and a letter
 * and nine digits is also the layout of a Krankenversichertennummer, which must keep it.
 */
function documentShapes(first: string, valid: (value: string) => boolean): Shape[] {
  const anchors = [{ mixed: [9, 10], head: [1, 9] }] as const;
  return [
    {
      anchors,
      pattern: form(`[${first}][CFGHJKLMNPRTVWXYZ0-9]{8}\\d`, 'i'),
      valid,
      plain: 0.4,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors,
      pattern: form(`[${first}][CFGHJKLMNPRTVWXYZ0-9]{8}`, 'i'),
      valid,
      plain: 0,
      withContext: 0.9,
      source: 'regex',
    },
  ];
}

/**
 * Words for either document: the number's first letter, not the word, tells which one it is,
 * since people call both "Ausweis" and write "Pass" for either.
 */
const documentWords = contextMatcher([
  'reisepass(?:nummer|-?nr)?',
  'pass(?:nummer|-?nr)?',
  'passport(?: (?:no|number))?',
  'personalausweis(?:nummer|-?nr)?',
  'ausweis(?:nummer|-?nr)?',
  'ausweis[- ]nr',
  'ausweisdokument',
  'dokumentennummer',
  'npa',
  'identity card',
  'id card',
  'id-karte',
  'mrz',
]);

export const dePassportDetector = shapeDetector(
  'pii-de-passport',
  'DE_PASSPORT',
  documentShapes(PASSPORT_FIRST, isValidDePassport),
  documentWords,
);

export const deIdCardDetector = shapeDetector(
  'pii-de-id-card',
  'DE_ID_CARD',
  documentShapes(ID_CARD_FIRST, isValidDeIdCard),
  documentWords,
);
