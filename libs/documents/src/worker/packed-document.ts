import type { DocumentPart, DocumentType, ExtractedDocument, Redaction, TextLocation, TextSegment } from '../types.ts';

/**
 * An extraction as a few strings and typed arrays. Structured clone of the plain segments costs
 * the receiving thread 1.3–3 µs a segment (39 ms for a 30 000-paragraph docx, 1.4 s for 500 000
 * cells) in one uninterruptible step; this form crosses in a few milliseconds (the arrays are
 * transferred, the two strings copied) and is rebuilt in slices with the event loop free between.
 */
export interface PackedDocument {
  type: DocumentType;
  pageCount: number | null;
  /** Every segment's text, concatenated. */
  text: string;
  textEnds: Uint32Array;
  partNames: string[];
  parts: Uint16Array;
  /** Each distinct location layout: its keys in order, `s` for a string value, `n` for a number. */
  shapes: string[][];
  shapeOf: Uint16Array;
  /** The locations' numbers and strings, in segment and key order. */
  numbers: Float64Array;
  labels: string;
  labelEnds: Uint32Array;
}

export interface PackedRedactions {
  /** segment, start, end of each redaction. */
  spans: Float64Array;
  placeholders: string[];
  placeholderOf: Uint32Array;
}

// About 2 ms of work on a 2-core machine between two turns of the event loop.
const SLICE = 4096;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Index of `key` in `index`, `value` appended to `list` when new. */
function intern<T>(list: T[], index: Map<string, number>, key: string, value: T, limit: number): number {
  let at = index.get(key);
  if (at === undefined) {
    if (list.length >= limit) throw new RangeError(`more than ${limit} distinct values`);
    at = list.length;
    list.push(value);
    index.set(key, at);
  }
  return at;
}

const UINT16 = 0xffff;

/**
 * A location layout reached key by key: property names are interned strings whose hashes V8
 * keeps, so finding the layout of a segment allocates nothing (a key string per segment did,
 * and doubled the time to pack).
 */
class ShapeNode {
  readonly keys: string[];
  index = -1;
  readonly #numbers = new Map<string, ShapeNode>();
  readonly #texts = new Map<string, ShapeNode>();

  constructor(keys: string[]) {
    this.keys = keys;
  }

  next(key: string, text: boolean): ShapeNode {
    const children = text ? this.#texts : this.#numbers;
    let child = children.get(key);
    if (!child) {
      child = new ShapeNode([...this.keys, `${key}:${text ? 's' : 'n'}`]);
      children.set(key, child);
    }
    return child;
  }
}

export async function packDocument(document: ExtractedDocument): Promise<PackedDocument> {
  const { segments } = document;
  const count = segments.length;
  const textEnds = new Uint32Array(count);
  const parts = new Uint16Array(count);
  const shapeOf = new Uint16Array(count);
  const partNames: string[] = [];
  const shapes: string[][] = [];
  const partIndex = new Map<string, number>();
  const shapeRoot = new ShapeNode([]);
  const numbers: number[] = [];
  const labelEnds: number[] = [];
  // Joined a slice at a time: one join of half a million strings would itself stall the loop.
  const textSlices: string[] = [];
  const labelSlices: string[] = [];
  let textLength = 0;
  let labelLength = 0;
  for (let from = 0; from < count; from += SLICE) {
    if (from > 0) await nextTurn();
    const texts: string[] = [];
    const labels: string[] = [];
    for (let i = from; i < Math.min(count, from + SLICE); i++) {
      const segment = segments[i]!;
      texts.push(segment.text);
      textLength += segment.text.length;
      textEnds[i] = textLength;
      parts[i] = intern(partNames, partIndex, segment.part, segment.part, UINT16);
      let shape = shapeRoot;
      for (const key in segment.location) {
        const value = segment.location[key as keyof TextLocation];
        if (typeof value === 'number') numbers.push(value);
        else if (typeof value === 'string') {
          labels.push(value);
          labelLength += value.length;
          labelEnds.push(labelLength);
        } else throw new TypeError(`location ${key} is neither a number nor a string`);
        shape = shape.next(key, typeof value === 'string');
      }
      if (shape.index < 0) {
        if (shapes.length >= UINT16) throw new RangeError(`more than ${UINT16} location layouts`);
        shape.index = shapes.push(shape.keys) - 1;
      }
      shapeOf[i] = shape.index;
    }
    textSlices.push(texts.join(''));
    labelSlices.push(labels.join(''));
  }
  return {
    type: document.type,
    pageCount: document.pageCount,
    text: textSlices.join(''),
    textEnds,
    partNames,
    parts,
    shapes,
    shapeOf,
    numbers: Float64Array.from(numbers),
    labels: labelSlices.join(''),
    labelEnds: Uint32Array.from(labelEnds),
  };
}

export async function unpackDocument(packed: PackedDocument): Promise<ExtractedDocument> {
  const { text, textEnds, partNames, parts, shapes, shapeOf, numbers, labels, labelEnds } = packed;
  const layouts = shapes.map((keys) => keys.map((key) => ({ name: key.slice(0, -2), text: key.endsWith(':s') })));
  const segments: TextSegment[] = new Array<TextSegment>(textEnds.length);
  let textStart = 0;
  let number = 0;
  let label = 0;
  for (let i = 0; i < textEnds.length; i++) {
    if (i > 0 && i % SLICE === 0) await nextTurn();
    const location: Record<string, number | string> = {};
    for (const { name, text: isText } of layouts[shapeOf[i]!] ?? []) {
      if (isText) location[name] = labels.slice(label > 0 ? labelEnds[label - 1] : 0, labelEnds[label++]);
      else location[name] = numbers[number++]!;
    }
    const textEnd = textEnds[i]!;
    segments[i] = {
      text: text.slice(textStart, textEnd),
      part: partNames[parts[i]!] as DocumentPart,
      location,
    };
    textStart = textEnd;
  }
  return { type: packed.type, pageCount: packed.pageCount, segments };
}

export function packRedactions(redactions: readonly Redaction[]): PackedRedactions {
  const spans = new Float64Array(redactions.length * 3);
  const placeholderOf = new Uint32Array(redactions.length);
  const placeholders: string[] = [];
  const index = new Map<string, number>();
  redactions.forEach(({ segment, start, end, placeholder }, i) => {
    spans[i * 3] = segment;
    spans[i * 3 + 1] = start;
    spans[i * 3 + 2] = end;
    placeholderOf[i] = intern(placeholders, index, placeholder, placeholder, 2 ** 32 - 1);
  });
  return { spans, placeholders, placeholderOf };
}

export function unpackRedactions({ spans, placeholders, placeholderOf }: PackedRedactions): Redaction[] {
  return Array.from(placeholderOf, (placeholder, i) => ({
    segment: spans[i * 3]!,
    start: spans[i * 3 + 1]!,
    end: spans[i * 3 + 2]!,
    placeholder: placeholders[placeholder]!,
  }));
}

/** The typed arrays' buffers, handed over rather than copied (the sender no longer needs them). */
export function buffersOf(packed: PackedDocument | PackedRedactions): ArrayBuffer[] {
  return Object.values(packed)
    .filter((value): value is Uint32Array | Uint16Array | Float64Array => ArrayBuffer.isView(value))
    .map((view) => view.buffer as ArrayBuffer);
}
