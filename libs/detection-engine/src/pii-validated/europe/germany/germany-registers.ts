import { form, shapeDetector } from '../../scan/shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated } from '../../scan/shared.ts';

const singleCase = (value: string): boolean => value === value.toUpperCase() || value === value.toLowerCase();

/** "HR" in either case: the start of HRA and HRB. */
const opensRegister = (text: string, start: number): boolean =>
  (text.charCodeAt(start) | 32) === 104 && (text.charCodeAt(start + 1) | 32) === 114;

/**
 * Handelsregisternummer: the register (HRA for partnerships, HRB for companies) and the number
 * the court assigned. The register's name written before the number is itself the evidence.
 */
export const deHandelsregisterDetector = shapeDetector(
  'pii-de-handelsregister',
  'DE_HANDELSREGISTER',
  [
    {
      anchors: [
        { digits: [1, 6], words: [1, 1], wordLength: [3, 3] },
        { mixed: [4, 9], head: [3, 3] },
      ],
      quick: opensRegister,
      pattern: form('HR[AB] ?[1-9]\\d{0,5}'),
      valid: () => true,
      plain: 0.6,
      withContext: 0.9,
      source: 'regex',
    },
    {
      anchors: [
        { digits: [1, 6], words: [1, 1], wordLength: [3, 3] },
        { mixed: [4, 9], head: [3, 3] },
      ],
      quick: opensRegister,
      pattern: form('HR[AB] ?[1-9]\\d{0,5}', 'i'),
      valid: singleCase,
      plain: 0.5,
      withContext: 0.9,
      source: 'regex',
    },
  ],
  contextMatcher(['handelsregister(?:nummer)?', 'amtsgericht', 'registergericht', 'registernummer', 'eingetragen']),
);

const TAX_NUMBER_WORDS = contextMatcher([
  'steuernummer',
  'steuer-?nr\\.?',
  'st\\.?-?nr\\.?',
  'finanzamt',
  'tax number',
]);

/**
 * Steuernummer: the states' own layouts with slashes (123/456/78901, 12/345/67890, 123/4567/8901)
 * or the nationwide 13-digit form. Neither has a check digit that holds in every state, and both
 * look like file or order numbers, so only tax words make one.
 */
export const deTaxNumberDetector = shapeDetector(
  'pii-de-tax-number',
  'DE_TAX_NUMBER',
  [
    {
      anchors: [{ digits: [2, 3], then: '/', second: { digits: [3, 4] } }],
      pattern: form('\\d{2,3}/\\d{3,4}/\\d{4,5}'),
      valid: (value) => !isRepeated(digitsOf(value)),
      plain: 0,
      withContext: 0.85,
      source: 'regex',
    },
    {
      anchors: [{ digits: [13, 13] }],
      pattern: form('\\d{13}'),
      valid: (value) => !isRepeated(value),
      plain: 0,
      withContext: 0.8,
      source: 'regex',
    },
  ],
  TAX_NUMBER_WORDS,
);

/** Postleitzahl: five digits, 01001 to 99998; any five-digit number otherwise, so only with PLZ words. */
export const dePlzDetector = shapeDetector(
  'pii-de-plz',
  'DE_PLZ',
  [
    {
      anchors: [{ digits: [5, 5] }],
      pattern: form('\\d{5}'),
      valid: (value) => value >= '01001' && value <= '99998',
      plain: 0,
      withContext: 0.75,
      source: 'regex',
    },
  ],
  contextMatcher(['plz', 'postleitzahl(?:en)?', 'postleitzahlbereich']),
);
