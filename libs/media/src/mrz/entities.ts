import type { MrzCheckName, MrzFieldName, MrzRange, MrzResult } from './types.ts';

/**
 * A detection to report with `source: "mrz"`: where it is (MRZ lines, joined text, raw OCR columns),
 * never the text. The app turns the ranges into boxes.
 */
export interface MrzEntity {
  type: string;
  source: 'mrz';
  confidence: number;
  ranges: MrzRange[];
}

/**
 * The specification names no entity types for the MRZ. The document number is named by the document
 * (first letter of the code: P passport, V visa, otherwise an identity card), and the rest use the
 * types the text detectors already emit for the same facts, so one filter rule covers both paths:
 * PERSON, NRP (nationality), DATE_OF_BIRTH, DATE_TIME (expiry). PERSONAL_NUMBER is the holder's
 * number in the personal-number/optional-data fields, where issuers put national identity numbers.
 */
const documentNumberType = (code: string) =>
  code.startsWith('P') ? 'PASSPORT' : code.startsWith('V') ? 'VISA' : 'ID_CARD';

const ENTITY_FIELDS: readonly { type: string | null; fields: MrzFieldName[]; check?: MrzCheckName }[] = [
  { type: null, fields: ['documentNumber'], check: 'documentNumber' },
  { type: 'PERSON', fields: ['surname', 'givenNames'] },
  { type: 'NRP', fields: ['nationality'] },
  { type: 'DATE_OF_BIRTH', fields: ['birthDate'], check: 'birthDate' },
  { type: 'DATE_TIME', fields: ['expiryDate'], check: 'expiryDate' },
  { type: 'PERSONAL_NUMBER', fields: ['personalNumber'], check: 'personalNumber' },
  { type: 'PERSONAL_NUMBER', fields: ['optionalData', 'optionalData2'] },
];

/** A matching check digit proves the field; without one, the whole zone's checks vouch for it. */
const PROVEN = 0.95;
const VOUCHED = 0.9;
/** Still an MRZ by shape, and still the holder's data: reported, below the proven ones. */
const UNPROVEN = 0.6;

export function mrzEntities(result: MrzResult): MrzEntity[] {
  const entities: MrzEntity[] = [];
  for (const { type, fields, check } of ENTITY_FIELDS) {
    // The French card's optional data is the issuing office, not the holder's.
    if (result.format === 'FRENCH_ID' && fields.includes('optionalData')) continue;
    const ranges = fields.flatMap((name) => result.fields[name]?.ranges ?? []);
    if (ranges.length === 0) continue;
    const checked = check === undefined ? undefined : result.checks[check];
    const confidence = checked === true ? PROVEN : checked === false || !result.valid ? UNPROVEN : VOUCHED;
    entities.push({
      type: type ?? documentNumberType(result.fields.documentCode?.value ?? ''),
      source: 'mrz',
      confidence,
      ranges,
    });
  }
  return entities;
}
