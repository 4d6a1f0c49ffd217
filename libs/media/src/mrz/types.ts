/**
 * The machine-readable zone of an identity document, as `findMrz` reads it from OCR lines. These
 * values are the holder's personal data: they feed detection and box painting inside the process and
 * are never logged or returned as text.
 */

/** ICAO 9303 layouts, the two visa layouts, and the French national identity card (pre-2021). */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3' | 'MRV_A' | 'MRV_B' | 'FRENCH_ID';

export type MrzFieldName =
  | 'documentCode'
  | 'issuingState'
  | 'documentNumber'
  | 'surname'
  | 'givenNames'
  | 'nationality'
  | 'birthDate'
  | 'sex'
  | 'expiryDate'
  | 'issueDate'
  | 'personalNumber'
  | 'optionalData'
  | 'optionalData2';

export type MrzCheckName = 'documentNumber' | 'birthDate' | 'expiryDate' | 'personalNumber' | 'composite';

/** Where a piece of the MRZ is, in each of the three coordinate systems a caller may need. */
export interface MrzRange {
  /** MRZ line, 0-based. */
  line: number;
  /** Columns in the normalised MRZ line, half-open. */
  start: number;
  end: number;
  /** Half-open offsets in `MrzResult.text` (the normalised lines joined with "\n"). */
  textStart: number;
  textEnd: number;
  /** Index of the OCR line it was read from, and the half-open columns in that raw OCR text. */
  sourceLine: number;
  sourceStart: number;
  sourceEnd: number;
}

export interface MrzField {
  /** Fillers trimmed, inner fillers as spaces (names); dates stay YYMMDD (see `date`). */
  value: string;
  /** ISO 8601 date (YYYY-MM-DD) for birth and expiry dates when the six digits form a real date. */
  date?: string;
  /** Usually one; a TD1/TD2 document number that overflows into the optional data has two. */
  ranges: MrzRange[];
}

/** One character the reader changed after normalisation (OCR-B look-alikes), in MRZ coordinates. */
export interface MrzRepair {
  line: number;
  column: number;
  from: string;
  to: string;
}

export interface MrzResult {
  format: MrzFormat;
  /** The normalised, repaired lines joined with "\n"; `?` stands for a glyph that is no MRZ character. */
  text: string;
  lines: string[];
  /** Which OCR lines (indices into the input) hold the MRZ lines, in order. */
  sourceLines: number[];
  /** Each check digit the layout has, and whether it matches (ICAO 9303 7-3-1). */
  checks: Partial<Record<MrzCheckName, boolean>>;
  /** All check digits match. State codes do not count: see `unknownStates`. */
  valid: boolean;
  /** Issuing state / nationality codes that are not in ICAO's list (specimens use UTO). */
  unknownStates: ('issuingState' | 'nationality')[];
  fields: Partial<Record<MrzFieldName, MrzField>>;
  repairs: MrzRepair[];
}
