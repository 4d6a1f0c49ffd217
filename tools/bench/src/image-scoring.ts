import type { Box } from '@csg/media';
import type { ExpectedEntity } from './image-corpus.ts';
import { countInto, outcomeOf, type Tally } from './metrics.ts';
import { canonicalType, typeMatches } from './pii-types.ts';

/** How the image benchmark compares what an engine found with what the corpus expects. */

/** An IoU at or above this counts as the same place (the usual detection threshold). */
export const MIN_IOU = 0.5;

/** What the image result reported: a PII or secrets entity and the boxes of the words it covers. */
export interface FoundEntity {
  type: string;
  boxes: readonly Box[];
}

/** The smallest box holding all of them; null for none. */
export function enclosing(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

export function iou(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  const inter = w > 0 && h > 0 ? w * h : 0;
  const union = a.width * a.height + b.width * b.height - inter;
  return union > 0 ? inter / union : 0;
}

/**
 * Presidio's word boxes grouped into entities (same type and offsets), each as the box enclosing
 * its words: our engines box a multi-word entity as one span or as words, and the enclosing box
 * compares both fairly.
 */
export function expectedEntityBoxes(words: readonly ExpectedEntity[]): { type: string; box: Box }[] {
  const groups = new Map<string, { type: string; boxes: Box[] }>();
  for (const w of words) {
    const key = `${w.type}:${w.start}:${w.end}`;
    const group = groups.get(key) ?? { type: w.type, boxes: [] };
    group.boxes.push(w.box);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ type, boxes }) => ({ type, box: enclosing(boxes)! }));
}

export interface EntityMatch {
  type: string;
  /** Best IoU with a found entity of a matching type; 0 when none was found. */
  iou: number;
  /** Best IoU with a found entity of any type: the place is masked even when named otherwise. */
  anyTypeIou: number;
}

export interface EntityScore {
  matches: EntityMatch[];
  /** Per canonical type: TP an expected entity found at IoU ≥ MIN_IOU, FN one that was not, FP a found entity matching none. */
  byType: Map<string, Tally>;
}

/** One-to-one: a found entity is credited to at most one expected entity, best IoU first. */
export function scoreEntities(
  expected: readonly { type: string; box: Box }[],
  found: readonly FoundEntity[],
): EntityScore {
  const foundBoxes = found.map((f) => ({ type: f.type, box: enclosing(f.boxes) }));
  const pairs = expected.flatMap((e, i) =>
    foundBoxes.flatMap((f, j) => (f.box && typeMatches(e.type, f.type) ? [{ i, j, iou: iou(e.box, f.box) }] : [])),
  );
  pairs.sort((a, b) => b.iou - a.iou);
  const bestOf = new Map<number, number>();
  const used = new Set<number>();
  const credited = new Set<number>();
  for (const p of pairs) {
    if (bestOf.has(p.i) || used.has(p.j)) continue;
    bestOf.set(p.i, p.iou);
    used.add(p.j);
    if (p.iou >= MIN_IOU) credited.add(p.j);
  }
  const byType = new Map<string, Tally>();
  const matches = expected.map((e, i) => {
    const best = bestOf.get(i) ?? 0;
    countInto(byType, canonicalType(e.type), outcomeOf(true, best >= MIN_IOU));
    const anyTypeIou = Math.max(0, ...foundBoxes.map((f) => (f.box ? iou(e.box, f.box) : 0)));
    return { type: e.type, iou: best, anyTypeIou };
  });
  found.forEach((f, j) => {
    if (!credited.has(j)) countInto(byType, canonicalType(f.type), 'fp');
  });
  return { matches, byType };
}

/**
 * Type presence per image: an expected type is found when some reported entity has a matching
 * type; a reported type the image does not expect is a false positive.
 */
export function scoreTypes(into: Map<string, Tally>, expected: readonly string[], foundTypes: readonly string[]): void {
  for (const type of new Set(expected.map(canonicalType))) {
    countInto(
      into,
      type,
      outcomeOf(
        true,
        foundTypes.some((f) => typeMatches(type, f)),
      ),
    );
  }
  for (const type of new Set(foundTypes.map(canonicalType))) {
    if (!expected.some((e) => typeMatches(e, type))) countInto(into, type, 'fp');
  }
}

/** Half-open offsets into the OCR text. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Of strings that should be masked, how many the OCR read (found in its text, case and spacing
 * aside) and how many of those a reported entity overlaps.
 */
export function coverage(
  text: string,
  strings: readonly string[],
  spans: readonly Span[],
): { read: number; covered: number } {
  let read = 0;
  let covered = 0;
  for (const s of strings) {
    const words = s
      .trim()
      .split(/\s+/)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const hits = [...text.matchAll(new RegExp(words.join('\\s+'), 'gi'))];
    if (hits.length === 0) continue;
    read += 1;
    const overlapped = hits.some((h) => spans.some((sp) => sp.start < h.index + h[0].length && h.index < sp.end));
    if (overlapped) covered += 1;
  }
  return { read, covered };
}
