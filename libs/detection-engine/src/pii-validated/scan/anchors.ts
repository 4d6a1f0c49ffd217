import { asciiClass, LETTER } from './ascii.ts';
import { AFTER_WORD, bucketKey, type Candidates, isWordSeparator, JOINERS, LONG } from './candidates.ts';

/** Length ranges of an all-digit run and of a run mixing letters and digits; either may be absent. */
export interface RunKinds {
  digits?: readonly [number, number];
  mixed?: readonly [number, number];
}

/**
 * Where a written form can start, told by the first run of letters and digits in it that holds a
 * digit (see candidates.ts): its kind and length, the letters before its first digit, the separator
 * right after it and the run after that, and the short letter-only words that may come first
 * ("AB 12 34 56 C", "B-MW 1234"). The tighter the anchor, the fewer places the pattern is tried.
 */
export interface Anchor extends RunKinds {
  /** Range of the number of letters before the first digit of a mixed run. */
  head?: readonly [number, number];
  /** When set, the first run must be followed by one of these characters (of JOINERS). */
  then?: string;
  /** When set (with `then`), the run right after that separator must be of this kind and length. */
  second?: RunKinds;
  /** Range of the number of letter-only words, one separator after each, that open the form (default none). */
  words?: readonly [number, number];
  /** Range of the number of letters in each of those words (default one to four). */
  wordLength?: readonly [number, number];
}

interface Compiled {
  digits: readonly [number, number] | undefined;
  mixed: readonly [number, number] | undefined;
  head: readonly [number, number];
  /** Bit c set when the character of JOINERS class c may follow the run; 0 when anything may. */
  then: number;
  second: RunKinds | undefined;
  words: readonly [number, number];
  wordLength: readonly [number, number];
}

const ANY_HEAD = [0, Number.MAX_SAFE_INTEGER] as const;
const NO_WORDS = [0, 0] as const;
const SHORT_WORD = [1, 4] as const;
/** Each anchor list compiled once: shapes keep theirs for good, so a lookup per call is all it costs. */
const compiledLists = new WeakMap<readonly Anchor[], readonly Compiled[]>();

/** The anchor with its defaults filled in and `then` as a bit set. */
function compile(anchor: Anchor): Compiled {
  let then = 0;
  for (const ch of anchor.then ?? '') {
    if (!JOINERS.includes(ch)) throw new RangeError(`not a joiner: ${ch}`);
    then |= 1 << (JOINERS.indexOf(ch) + 1);
  }
  return {
    digits: anchor.digits,
    mixed: anchor.mixed,
    head: anchor.head ?? ANY_HEAD,
    then,
    second: anchor.second,
    words: anchor.words ?? NO_WORDS,
    wordLength: anchor.wordLength ?? SHORT_WORD,
  };
}

function compiledList(anchors: readonly Anchor[]): readonly Compiled[] {
  let list = compiledLists.get(anchors);
  if (!list) {
    list = anchors.map(compile);
    compiledLists.set(anchors, list);
  }
  return list;
}

/** Whether the run has one of the kinds and lengths. */
function isKind(candidates: Candidates, run: number, kinds: RunKinds): boolean {
  const range = candidates.letters[run]! > 0 ? kinds.mixed : kinds.digits;
  const length = candidates.end[run]! - candidates.start[run]!;
  return range !== undefined && length >= range[0] && length <= range[1];
}

/** Starts of the forms that open with letter-only words ending one separator before `pos`. */
function pushWordStarts(text: string, pos: number, anchor: Compiled, out: Starts): void {
  const fewest = anchor.words[0];
  const most = anchor.words[1];
  const shortest = anchor.wordLength[0];
  const longest = anchor.wordLength[1];
  if (fewest === 0) out.push(pos);
  let next = pos;
  for (let word = 1; word <= most; word++) {
    if (next < 2 || !isWordSeparator(text.charCodeAt(next - 1))) return;
    const end = next - 1;
    let start = end;
    while (start > 0 && end - start <= longest && asciiClass(text.charCodeAt(start - 1)) === LETTER) start--;
    const length = end - start;
    if (length < shortest || length > longest || (start > 0 && asciiClass(text.charCodeAt(start - 1)) !== 0)) return;
    if (word >= fewest) out.push(start);
    next = start;
  }
}

/** Checks the run against what the index could not: the letters before its first digit and the run after it. */
function fits(candidates: Candidates, run: number, anchor: Compiled, mixed: boolean): boolean {
  const head = candidates.head[run]!;
  if (mixed && (head < anchor.head[0] || head > anchor.head[1])) return false;
  const { second } = anchor;
  if (second === undefined) return true;
  const after = run + 1;
  return (
    after < candidates.count &&
    candidates.start[after] === candidates.end[run]! + 1 &&
    isKind(candidates, after, second)
  );
}

/** The run's own start, or the starts of the words before it when the form opens with words. */
function push(candidates: Candidates, run: number, anchor: Compiled, out: Starts): void {
  const start = candidates.start[run]!;
  if (anchor.words[1] === 0 || (candidates.joint[run]! & AFTER_WORD) === 0) out.push(start);
  else pushWordStarts(candidates.text, start, anchor, out);
}

/** Pushes the starts of the runs order[from … to) that fit the anchor. */
function pushGroup(
  candidates: Candidates,
  order: Int32Array,
  from: number,
  to: number,
  anchor: Compiled,
  mixed: boolean,
  out: Starts,
): void {
  for (let k = from; k < to; k++) {
    if (fits(candidates, order[k]!, anchor, mixed)) push(candidates, order[k]!, anchor, out);
  }
}

/**
 * The runs of one kind that an anchor accepts, read from the index group by group: by the joiner
 * after the run and a word before it when the anchor names them, else by the letters before the
 * first digit (all-digit runs have none). Either way the many short numbers of ordinary text that
 * cannot start the form are never looked at.
 */
function pushRuns(candidates: Candidates, anchor: Compiled, mixed: boolean, out: Starts): void {
  const range = mixed ? anchor.mixed : anchor.digits;
  if (!range) return;
  const needsWord = anchor.words[0] > 0;
  const byJoint = anchor.then !== 0 || needsWord;
  const fewestHead = mixed ? anchor.head[0] : 0;
  const mostHead = mixed ? Math.min(anchor.head[1], 7) : 0;
  const { jointOrder, joints, headOrder, heads, buckets } = candidates;
  const lowest = bucketKey(mixed, range[0]);
  const highest = bucketKey(mixed, Math.min(range[1], LONG));
  // Only the lengths the text's runs have, from the first in range on: a prompt has a dozen
  // runs, a range may cover a hundred lengths.
  let first = 0;
  for (let top = buckets.length; first < top;) {
    const middle = (first + top) >>> 1;
    if (buckets[middle]! < lowest) first = middle + 1;
    else top = middle;
  }
  for (let b = first; b < buckets.length && buckets[b]! <= highest; b++) {
    const key = buckets[b]!;
    if ((key & 1) !== (mixed ? 1 : 0)) continue;
    if (!byJoint) {
      for (let head = fewestHead; head <= mostHead; head++) {
        const group = (key << 3) | head;
        pushGroup(candidates, headOrder, heads.from[group]!, heads.to[group]!, anchor, mixed, out);
      }
      continue;
    }
    for (let joint = needsWord ? AFTER_WORD : 0; joint < 16; joint++) {
      if (anchor.then !== 0 && (anchor.then & (1 << (joint & 7))) === 0) continue;
      const group = (key << 4) | joint;
      pushGroup(candidates, jointOrder, joints.from[group]!, joints.to[group]!, anchor, mixed, out);
    }
  }
}

/** Start positions collected in a reused typed array, so scanning allocates nothing per shape. */
class Starts {
  positions = new Int32Array(256);
  length = 0;

  push(position: number): void {
    if (this.length === this.positions.length) {
      const wider = new Int32Array(this.positions.length * 2);
      wider.set(this.positions);
      this.positions = wider;
    }
    this.positions[this.length++] = position;
  }
}

const scratch = new Starts();
const NO_STARTS = new Int32Array(0);

/**
 * Every position where one of `anchors` lets a form start, in text order. The view is reused by
 * the next call: read it before asking again. A typed array sorts numbers natively, where a
 * comparator function would cost more than the rest of the scan.
 */
export function startsFor(candidates: Candidates, anchors: readonly Anchor[]): Int32Array {
  if (candidates.count === 0) return NO_STARTS;
  scratch.length = 0;
  for (const form of compiledList(anchors)) {
    pushRuns(candidates, form, false, scratch);
    pushRuns(candidates, form, true, scratch);
  }
  if (scratch.length === 0) return NO_STARTS;
  const starts = scratch.positions.subarray(0, scratch.length);
  for (let i = 1; i < starts.length; i++) {
    if (starts[i]! < starts[i - 1]!) return starts.sort();
  }
  return starts;
}
