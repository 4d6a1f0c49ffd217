import type { Box } from '../box.ts';
import { lineStarts } from '../ocr/line-starts.ts';
import type { OcrLine, OcrResult } from '../ocr/types.ts';
import { type IdentityField, LICENCE_FIELDS, labelsIn, type LabelHit } from './labels.ts';

/** A field's value found by its printed label, as characters [start, end) of `ocr.text`. */
export interface IdentityFieldHit {
  field: IdentityField;
  start: number;
  end: number;
}

/**
 * What a value must look like to be taken for its field. Identity documents print names, places
 * and nationalities in capitals: lower-case words after "name" are prose ("my name is …"), not a
 * field.
 */
const VALUE_SHAPE: Record<IdentityField, RegExp> = {
  surname: /^\p{Lu}[\p{Lu}' -]{0,60}$/u,
  givenNames: /^\p{Lu}[\p{Lu}' ,-]{0,80}$/u,
  placeOfBirth: /^\p{Lu}[\p{Lu}' ,()-]{0,60}$/u,
  nationality: /^\p{Lu}[\p{Lu} ]{1,40}$/u,
  dateOfBirth: /\d/u,
  expiryDate: /\d/u,
  documentNumber: /^(?=[A-Z0-9 <-]*\d)[A-Z0-9][A-Z0-9 -]{3,14}$/iu,
  personalNumber: /^(?=.*\d)[A-Z0-9][A-Z0-9 ./-]{3,20}$/iu,
};

/** Separators between a label and its value, and between the languages of one label. */
const SEPARATORS = /^[\s:/.|-]*/u;

/** The x pixel where character `index` of a line starts. */
function xAt(line: OcrLine, index: number): number {
  if (line.words?.length) {
    let from = 0;
    for (const word of line.words) {
      const at = line.text.indexOf(word.text, from);
      if (at < 0) continue;
      if (index < at + word.text.length)
        return word.box.x + Math.max(0, index - at) * (word.box.width / Math.max(1, word.text.length));
      from = at + word.text.length;
    }
  }
  return line.box.x + (line.box.width * index) / Math.max(1, line.text.length);
}

/** Labels of the same field written next to each other ("Surname / Nom / Apellidos") as one. */
function mergeLabels(text: string, hits: readonly LabelHit[]): LabelHit[] {
  const merged: LabelHit[] = [];
  for (const hit of hits) {
    const last = merged.at(-1);
    if (last && last.field === hit.field && /^[\s/|.,:-]*$/u.test(text.slice(last.end, hit.start))) last.end = hit.end;
    else merged.push({ ...hit });
  }
  return merged;
}

/** Trims a candidate value to its own characters: [start, end) within `text`. */
function trimmed(text: string, start: number, end: number): [number, number] {
  const lead = SEPARATORS.exec(text.slice(start, end))?.[0].length ?? 0;
  let from = start + lead;
  let to = end;
  while (to > from && /\s/u.test(text[to - 1]!)) to -= 1;
  while (from < to && /\s/u.test(text[from]!)) from += 1;
  return [from, to];
}

const below = (label: Box, line: Box): boolean =>
  line.y >= label.y + label.height * 0.5 && line.y - (label.y + label.height) <= label.height * 1.8;

/**
 * Field values of an identity document found by their labels: on the label's line after it, or
 * on the line just below, under the label (cards print "Surname" above "ERIKSSON"). EU driving
 * licences number their fields instead ("1. ERIKSSON").
 */
export function identityFields(ocr: OcrResult): IdentityFieldHit[] {
  const offsets = lineStarts(ocr);
  const hits: IdentityFieldHit[] = [];
  const take = (field: IdentityField, lineIndex: number, start: number, end: number): boolean => {
    const text = ocr.lines[lineIndex]!.text;
    const [from, to] = trimmed(text, start, end);
    if (to <= from || !VALUE_SHAPE[field].test(text.slice(from, to))) return false;
    hits.push({ field, start: offsets[lineIndex]! + from, end: offsets[lineIndex]! + to });
    return true;
  };

  ocr.lines.forEach((line, i) => {
    const numbered = /^\s*(1|2|3|4b|5)\.\s+(?=\S)/u.exec(line.text);
    const licenceField = numbered ? LICENCE_FIELDS[numbered[1]!] : undefined;
    if (numbered && licenceField) {
      take(licenceField, i, numbered[0].length, line.text.length);
      return;
    }
    const labels = mergeLabels(line.text, labelsIn(line.text));
    labels.forEach((label, k) => {
      const next = labels[k + 1];
      const sameLineEnd = next ? next.start : line.text.length;
      if (take(label.field, i, label.end, sameLineEnd)) return;
      // The value under the label: the nearest line below, between this label's and the next's x.
      const left = xAt(line, label.start) - line.box.height;
      const right = next ? xAt(line, next.start) : Number.POSITIVE_INFINITY;
      for (let j = i + 1; j < ocr.lines.length && j <= i + 2; j++) {
        const candidate = ocr.lines[j]!;
        if (!below(line.box, candidate.box) || labelsIn(candidate.text).length > 0) continue;
        let start = -1;
        let end = -1;
        for (let c = 0; c < candidate.text.length; c++) {
          const x = xAt(candidate, c);
          if (x < left || x >= right || /\s/u.test(candidate.text[c]!)) continue;
          if (start < 0) start = c;
          end = c + 1;
        }
        if (start >= 0 && take(label.field, j, start, end)) break;
      }
    });
  });
  return hits;
}
