import type { Finding } from '@csg/detection-engine';
import { lineStarts } from '../ocr/line-starts.ts';
import type { OcrResult } from '../ocr/types.ts';
import type { IdentityField, IdentityFieldHit } from '../identity/index.ts';
import type { MrzEntity } from '../mrz/index.ts';

/**
 * Findings the text detectors cannot make, as offsets into `ocr.text`: the MRZ parser's fields
 * (confirmed by check digits) and the identity layout's (confirmed by their printed labels). They
 * use the entity types the text detectors emit for the same facts, so one filter rule covers both.
 */

export function mrzFindings(ocr: OcrResult, entities: readonly MrzEntity[]): Finding[] {
  const offsets = lineStarts(ocr);
  return entities.flatMap((entity) =>
    entity.ranges.map((range) => ({
      type: entity.type,
      category: 'pii' as const,
      start: (offsets[range.sourceLine] ?? 0) + range.sourceStart,
      end: (offsets[range.sourceLine] ?? 0) + range.sourceEnd,
      confidence: entity.confidence,
      source: 'mrz' as const,
    })),
  );
}

/** The document number of an identity document is typed by the document, as the MRZ's is. */
const DOCUMENT_NUMBER: Readonly<Record<string, string>> = {
  passport: 'PASSPORT',
  id_card: 'ID_CARD',
  driver_license: 'DRIVER_LICENSE',
};

const FIELD_TYPES: Readonly<Record<Exclude<IdentityField, 'documentNumber'>, string>> = {
  surname: 'PERSON',
  givenNames: 'PERSON',
  dateOfBirth: 'DATE_OF_BIRTH',
  placeOfBirth: 'LOCATION',
  nationality: 'NRP',
  personalNumber: 'PERSONAL_NUMBER',
  expiryDate: 'DATE_TIME',
};

/** A printed label is strong evidence, short of a check digit's proof. */
const LABELLED = 0.85;

export function identityFindings(hits: readonly IdentityFieldHit[], documentKind: string): Finding[] {
  return hits.map((hit) => ({
    type: hit.field === 'documentNumber' ? (DOCUMENT_NUMBER[documentKind] ?? 'ID_CARD') : FIELD_TYPES[hit.field],
    category: 'pii' as const,
    start: hit.start,
    end: hit.end,
    confidence: LABELLED,
    source: 'identity_layout' as const,
  }));
}
