import type { NormalizedText } from '../../types.ts';
import { asciiClass, LETTER } from './ascii.ts';
import { createGroupTable, type Groups, sortByKey } from '../../shared/sparse-groups.ts';

/**
 * Separators that join the parts of a written identifier, numbered for the `joint` column: the
 * class of the character after a run (0 for any other character or the end of the text).
 */
export const JOINERS = ' -.:/+';
const JOINER_CLASS = new Uint8Array(128);
for (let i = 0; i < JOINERS.length; i++) JOINER_CLASS[JOINERS.charCodeAt(i)] = i + 1;
/** Separators after a short word that opens a form ("AB 12 34 56 C", "B-MW 1234", "X-1234567-L"). */
const WORD_JOINER = new Uint8Array(128);
for (const ch of ' -./:') WORD_JOINER[ch.charCodeAt(0)] = 1;

export const isWordSeparator = (code: number): boolean => code < 128 && WORD_JOINER[code] === 1;

/** The `joint` bit set when a letter and one of those separators come right before the run. */
export const AFTER_WORD = 8;
/** The `joint` bit set when a colon comes right before the run (IPv6 groups). */
export const AFTER_COLON = 16;

/** Runs of this length or longer share one bucket: no identifier is that long, save bech32 addresses. */
export const LONG = 127;

/** The bucket of the runs of `length` characters, all digits or mixing letters and digits. */
export function bucketKey(mixed: boolean, length: number): number {
  return (Math.min(length, LONG) << 1) | (mixed ? 1 : 0);
}

/**
 * The maximal runs of ASCII letters and digits that hold at least one digit, in text order: where
 * every identifier of this folder starts or ends, since each one contains a digit. Letter-only runs
 * (ordinary words) are never listed, which keeps the list short on prose. Run i spans
 * [start[i], end[i]); `letters[i]` counts its letters (0 for an all-digit run) and `head[i]` those
 * before its first digit; `joint[i]` holds the JOINERS class of the character after it and the
 * AFTER_WORD and AFTER_COLON bits. Columns of numbers rather than objects: a chunk of text has
 * thousands of runs, and objects would keep the garbage collector busy.
 */
export interface Candidates {
  readonly text: string;
  readonly count: number;
  readonly start: Int32Array;
  readonly end: Int32Array;
  readonly letters: Int32Array;
  readonly head: Int32Array;
  readonly joint: Uint8Array;
  /**
   * Run numbers grouped by `bucketKey` · 8 + `head` (7 for seven letters or more), each group in
   * text order: group g is headOrder[heads.from[g] … heads.to[g]).
   */
  readonly headOrder: Int32Array;
  readonly heads: Groups;
  /** The same, grouped by `bucketKey` · 16 + `joint`: the runs of a length followed by a given joiner. */
  readonly jointOrder: Int32Array;
  readonly joints: Groups;
  /** The `bucketKey`s the runs have, ascending: the only lengths worth looking up. */
  readonly buckets: Int32Array;
}

/** Growable columns, reused from one text to the next (see `candidatesOf`). */
let capacity = 256;
let start = new Int32Array(capacity);
let end = new Int32Array(capacity);
let letters = new Int32Array(capacity);
let head = new Int32Array(capacity);
let joint = new Uint8Array(capacity);
let jointOrder = new Int32Array(capacity);
let headOrder = new Int32Array(capacity);
let keys = new Uint16Array(capacity);
const joints = createGroupTable((LONG + 1) << 5);
const heads = createGroupTable((LONG + 1) << 4);

function grow(): void {
  capacity *= 2;
  const widen = (column: Int32Array) => {
    const wider = new Int32Array(capacity);
    wider.set(column);
    return wider;
  };
  start = widen(start);
  end = widen(end);
  letters = widen(letters);
  head = widen(head);
  const wider = new Uint8Array(capacity);
  wider.set(joint);
  joint = wider;
  jointOrder = new Int32Array(capacity);
  headOrder = new Int32Array(capacity);
  keys = new Uint16Array(capacity);
}

/** The `joint` of the run [from, to): what follows it, and whether a short word or a colon precedes it. */
function jointAt(text: string, from: number, to: number): number {
  const after = text.charCodeAt(to);
  const before = text.charCodeAt(from - 1);
  const word = isWordSeparator(before) && asciiClass(text.charCodeAt(from - 2)) === LETTER;
  return (after < 128 ? JOINER_CLASS[after]! : 0) | (word ? AFTER_WORD : 0) | (before === 58 ? AFTER_COLON : 0);
}

const FIRST_DIGIT = /[0-9]/g;

/**
 * Jumps from digit to digit with a one-class regular expression, which the engine scans far
 * faster than a loop over every character, then widens each hit to its whole run. Prose has few
 * digits, so most of the text is never looked at by JavaScript at all.
 */
function findRuns(text: string): number {
  const length = text.length;
  let count = 0;
  FIRST_DIGIT.lastIndex = 0;
  while (FIRST_DIGIT.test(text)) {
    const digit = FIRST_DIGIT.lastIndex - 1;
    let from = digit;
    while (from > 0 && asciiClass(text.charCodeAt(from - 1)) === LETTER) from--;
    let to = digit + 1;
    let counted = digit - from;
    let kind: number;
    while (to < length && (kind = asciiClass(text.charCodeAt(to))) !== 0) {
      if (kind === LETTER) counted++;
      to++;
    }
    if (count === capacity) grow();
    start[count] = from;
    end[count] = to;
    letters[count] = counted;
    head[count] = digit - from;
    joint[count] = jointAt(text, from, to);
    count++;
    FIRST_DIGIT.lastIndex = to;
  }
  return count;
}

/** Both groupings of the runs, each in text order: by length and head, and by length and joint (its low four bits). */
function index(count: number): void {
  for (let i = 0; i < count; i++) {
    keys[i] = (bucketKey(letters[i]! > 0, end[i]! - start[i]!) << 3) | Math.min(head[i]!, 7);
  }
  sortByKey(keys, count, headOrder, heads);
  for (let i = 0; i < count; i++) keys[i] = ((keys[i]! >> 3) << 4) | (joint[i]! & 15);
  sortByKey(keys, count, jointOrder, joints);
}

/** bucketsOf's array, reused from one text to the next. */
let buckets = new Int32Array(64);

/** The distinct bucket keys of the runs, ascending (the head groups' keys without their head). */
function bucketsOf(): Int32Array {
  if (buckets.length < heads.usedCount) buckets = new Int32Array(heads.used.length);
  const all = buckets.subarray(0, heads.usedCount);
  for (let k = 0; k < all.length; k++) all[k] = heads.used[k]! >> 3;
  all.sort();
  let count = 0;
  for (let k = 0; k < all.length; k++) if (k === 0 || all[k] !== all[k - 1]) all[count++] = all[k]!;
  return all.subarray(0, count);
}

function scan(text: string): Candidates {
  const count = findRuns(text);
  index(count);
  return {
    text,
    count,
    start,
    end,
    letters,
    head,
    joint,
    jointOrder,
    joints,
    headOrder,
    heads,
    buckets: bucketsOf(),
  };
}

let latestInput: NormalizedText | undefined;
let latest: Candidates | undefined;

/**
 * The candidates of `input.text`, computed by the first detector that asks and shared by the
 * rest. The engine runs every detector on one input before the next input, so one entry is all
 * the cache needs; it is kept by the input object, or by the text itself when a caller wraps the
 * same text anew for each detector. A detector reads the candidates synchronously and keeps
 * nothing of them, which is what lets the columns be reused for the next text.
 */
export function candidatesOf(input: NormalizedText): Candidates {
  if (latest === undefined || (input !== latestInput && input.text !== latest.text)) {
    latest = scan(input.text);
  }
  latestInput = input;
  return latest;
}
