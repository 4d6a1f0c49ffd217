import type { MrzCheckName, MrzFieldName, MrzFormat } from './types.ts';

/** What a position may hold, which decides the OCR-B look-alike repair applied there. */
export type CharKind = 'alpha' | 'numeric' | 'alnum' | 'sex';

export interface Span {
  line: number;
  start: number;
  end: number;
}

/** `names` is the ICAO primary/secondary identifier field, split into surname and given names later. */
export interface FieldSpec extends Span {
  name: MrzFieldName | 'names';
  kind: CharKind;
}

export interface CheckSpec {
  name: MrzCheckName;
  line: number;
  column: number;
  spans: Span[];
  /**
   * TD1/TD2: a `<` in place of the document number's check digit says the number goes on in this
   * optional field, up to the next filler, with its check digit last (ICAO 9303-5 §4.2.2 note j).
   */
  overflow?: Span;
}

export interface Layout {
  format: MrzFormat;
  lineCount: number;
  length: number;
  /** Which documents the layout is for, by the start of the first line. */
  accepts: (firstLine: string) => boolean;
  fields: FieldSpec[];
  checks: CheckSpec[];
}

const span = (line: number, start: number, end: number): Span => ({ line, start, end });
const field = (name: FieldSpec['name'], kind: CharKind, s: Span): FieldSpec => ({ name, kind, ...s });

/** Line 1 of TD2, TD3 and both visas: code, state, names to the end of the line. */
const firstLine = (length: number): FieldSpec[] => [
  field('documentCode', 'alpha', span(0, 0, 2)),
  field('issuingState', 'alpha', span(0, 2, 5)),
  field('names', 'alpha', span(0, 5, length)),
];

/** Line 2 of TD2, TD3 and both visas: the optional data (TD3: personal number) ends at `optionalEnd`. */
const secondLineFields = (optionalName: MrzFieldName, optionalEnd: number): FieldSpec[] => [
  field('documentNumber', 'alnum', span(1, 0, 9)),
  field('nationality', 'alpha', span(1, 10, 13)),
  field('birthDate', 'numeric', span(1, 13, 19)),
  field('sex', 'sex', span(1, 20, 21)),
  field('expiryDate', 'numeric', span(1, 21, 27)),
  field(optionalName, 'alnum', span(1, 28, optionalEnd)),
];

const secondLineChecks: CheckSpec[] = [
  { name: 'documentNumber', line: 1, column: 9, spans: [span(1, 0, 9)] },
  { name: 'birthDate', line: 1, column: 19, spans: [span(1, 13, 19)] },
  { name: 'expiryDate', line: 1, column: 27, spans: [span(1, 21, 27)] },
];

const compositeOfSecondLine = (end: number): CheckSpec => ({
  name: 'composite',
  line: 1,
  column: end,
  spans: [span(1, 0, 10), span(1, 13, 20), span(1, 21, end)],
});

const notVisa = (first: string): boolean => !first.startsWith('V');

const TD3: Layout = {
  format: 'TD3',
  lineCount: 2,
  length: 44,
  accepts: notVisa,
  fields: [...firstLine(44), ...secondLineFields('personalNumber', 42)],
  checks: [
    ...secondLineChecks,
    { name: 'personalNumber', line: 1, column: 42, spans: [span(1, 28, 42)] },
    compositeOfSecondLine(43),
  ],
};

const TD2: Layout = {
  format: 'TD2',
  lineCount: 2,
  length: 36,
  accepts: (first) => notVisa(first) && !first.startsWith('IDFRA'),
  fields: [...firstLine(36), ...secondLineFields('optionalData', 35)],
  checks: [
    { ...secondLineChecks[0]!, overflow: span(1, 28, 35) },
    ...secondLineChecks.slice(1),
    compositeOfSecondLine(35),
  ],
};

/** Visas have no composite check digit; their optional data runs to the end of line 2. */
const visa = (format: MrzFormat, length: number): Layout => ({
  format,
  lineCount: 2,
  length,
  accepts: (first) => first.startsWith('V'),
  fields: [...firstLine(length), ...secondLineFields('optionalData', length)],
  checks: secondLineChecks,
});

const TD1: Layout = {
  format: 'TD1',
  lineCount: 3,
  length: 30,
  accepts: notVisa,
  fields: [
    field('documentCode', 'alpha', span(0, 0, 2)),
    field('issuingState', 'alpha', span(0, 2, 5)),
    field('documentNumber', 'alnum', span(0, 5, 14)),
    field('optionalData', 'alnum', span(0, 15, 30)),
    field('birthDate', 'numeric', span(1, 0, 6)),
    field('sex', 'sex', span(1, 7, 8)),
    field('expiryDate', 'numeric', span(1, 8, 14)),
    field('nationality', 'alpha', span(1, 15, 18)),
    field('optionalData2', 'alnum', span(1, 18, 29)),
    field('names', 'alpha', span(2, 0, 30)),
  ],
  checks: [
    { name: 'documentNumber', line: 0, column: 14, spans: [span(0, 5, 14)], overflow: span(0, 15, 30) },
    { name: 'birthDate', line: 1, column: 6, spans: [span(1, 0, 6)] },
    { name: 'expiryDate', line: 1, column: 14, spans: [span(1, 8, 14)] },
    { name: 'composite', line: 1, column: 29, spans: [span(0, 5, 30), span(1, 0, 7), span(1, 8, 15), span(1, 18, 29)] },
  ],
};

/**
 * French national identity card issued until 2021: surname on line 1, given names on line 2, the
 * 12-character card number starting with the issue year and month. No expiry date in the MRZ.
 */
const FRENCH_ID: Layout = {
  format: 'FRENCH_ID',
  lineCount: 2,
  length: 36,
  accepts: (first) => first.startsWith('IDFRA'),
  fields: [
    field('documentCode', 'alpha', span(0, 0, 2)),
    field('issuingState', 'alpha', span(0, 2, 5)),
    field('surname', 'alpha', span(0, 5, 30)),
    field('optionalData', 'alnum', span(0, 30, 36)),
    field('documentNumber', 'alnum', span(1, 0, 12)),
    field('issueDate', 'numeric', span(1, 0, 4)),
    field('givenNames', 'alpha', span(1, 13, 27)),
    field('birthDate', 'numeric', span(1, 27, 33)),
    field('sex', 'sex', span(1, 34, 35)),
  ],
  checks: [
    { name: 'documentNumber', line: 1, column: 12, spans: [span(1, 0, 12)] },
    { name: 'birthDate', line: 1, column: 33, spans: [span(1, 27, 33)] },
    { name: 'composite', line: 1, column: 35, spans: [span(0, 0, 36), span(1, 0, 35)] },
  ],
};

export const LAYOUTS: readonly Layout[] = [TD1, TD3, visa('MRV_A', 44), FRENCH_ID, TD2, visa('MRV_B', 36)];

/**
 * The kind of every position of a layout's lines. A later field overrides an earlier one (the French
 * card number's first four characters are its issue date), and check digits are numeric.
 */
export function positionKinds(layout: Layout): CharKind[][] {
  const kinds = Array.from({ length: layout.lineCount }, () => Array<CharKind>(layout.length).fill('alnum'));
  for (const f of layout.fields) for (let c = f.start; c < f.end; c++) kinds[f.line]![c] = f.kind;
  for (const check of layout.checks) kinds[check.line]![check.column] = 'numeric';
  return kinds;
}
