import { join } from 'node:path';
import type { Box } from '@csg/media';
import { fields, loadJsonl, type Raw } from './jsonl.ts';

/**
 * The image evaluation corpus (`images/manifest.jsonl`, fields: /work/shared/eval/SOURCES.md §6),
 * keeping what the image benchmark scores. An unknown category fails loudly.
 */

export type ImageCategory = 'ocr_pii' | 'mrz_document_image' | 'negative_image';

/** One upstream ImageRecognizerResult: Presidio reports one box per word of an entity. */
export interface ExpectedEntity {
  type: string;
  /** Offsets into Presidio's OCR text: together they name the entity a word box belongs to. */
  start: number;
  end: number;
  box: Box;
}

export interface ImageCase {
  /** Path under the corpus directory, e.g. `images/presidio/ocr_test.png`. */
  file: string;
  width: number;
  height: number;
  category: ImageCategory;
  containsPii: boolean;
  containsMrz: boolean;
  expect: string[];
  expectedEntities: ExpectedEntity[];
  /** PII strings a collector transcribed from the picture; the bench only counts them. */
  visiblePii: string[];
  /** Path under the corpus directory of Presidio's redacted output for this image. */
  redactedReference?: string;
  expectedMrz?: string[];
  expectedMrzValid?: boolean;
  /**
   * Set on files that are not model inputs: Presidio's redacted outputs and its annotated
   * verification rendering. The bench reads them only as references.
   */
  role?: string;
}

const CATEGORIES = ['ocr_pii', 'mrz_document_image', 'negative_image'] as const;

function num(raw: Raw, key: string, where: string): number {
  const v = raw[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`${where}: field ${key} is not a number`);
  return v;
}

function expectedEntities(raw: Raw, where: string): ExpectedEntity[] {
  const list = raw.upstream_expected_entities;
  if (list === undefined) return [];
  if (!Array.isArray(list)) throw new Error(`${where}: upstream_expected_entities is not a list`);
  return list.map((item: Raw) => ({
    type: fields(item, where).str('entity_type'),
    start: num(item, 'start', where),
    end: num(item, 'end', where),
    box: {
      x: num(item, 'left', where),
      y: num(item, 'top', where),
      width: num(item, 'width', where),
      height: num(item, 'height', where),
    },
  }));
}

function parseImage(raw: Raw, where: string): ImageCase {
  const f = fields(raw, where);
  const reference = f.optStr('redacted_reference');
  return {
    file: f.str('file'),
    width: num(raw, 'width', where),
    height: num(raw, 'height', where),
    category: f.oneOf('category', CATEGORIES),
    containsPii: f.bool('contains_pii'),
    containsMrz: f.bool('contains_mrz', false),
    expect: f.strings('expect'),
    expectedEntities: expectedEntities(raw, where),
    visiblePii: raw.visible_pii_text === undefined ? [] : f.strings('visible_pii_text'),
    ...(reference ? { redactedReference: join('images', reference) } : {}),
    ...(raw.expected_mrz === undefined ? {} : { expectedMrz: f.strings('expected_mrz') }),
    ...(raw.expected_mrz_check_digits_valid === undefined
      ? {}
      : { expectedMrzValid: f.bool('expected_mrz_check_digits_valid') }),
    ...(f.optStr('role') ? { role: f.str('role') } : {}),
  };
}

export async function loadImageCases(dir: string): Promise<ImageCase[]> {
  const cases: ImageCase[] = [];
  for await (const c of loadJsonl(join(dir, 'images/manifest.jsonl'), parseImage)) cases.push(c);
  return cases;
}

export const megapixels = (c: Pick<ImageCase, 'width' | 'height'>): number => (c.width * c.height) / 1e6;
