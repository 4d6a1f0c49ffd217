import type { Detector, NormalizedText } from '../../types.ts';
import {
  CONTEXT_AFTER,
  CONTEXT_BEFORE,
  contextMatcher,
  type Hit,
  isGlued,
  NO_WORD_AFTER,
  overlaps,
  toFindings,
  wordsIn,
} from '../scan/shared.ts';
import { stdnumCheck } from './library.ts';

/** One written form of an identifier. */
export interface StdnumShape {
  /** A constant pattern with bounded quantifiers only, separators included; matched case-sensitively. */
  pattern: string;
  /**
   * Whether a context word must be near: set for bare digit runs whose checksum is weak (at most
   * one check digit over at most eleven digits) or absent, which arbitrary numbers pass too often.
   */
  needsContext: boolean;
}

/** One identifier type validated by stdnum: a row of a country family's table. */
export interface StdnumRow {
  type: string;
  /** ISO 3166 code of the issuing country. */
  country: string;
  /** The validator's path in stdnum, `<COUNTRY>.<module>`, e.g. `BR.cpf`. */
  module: string;
  /** What stdnum checks, for the breadth table. */
  checksum: string;
  shapes: readonly StdnumShape[];
  /** Trusted pattern fragments: words in the country's languages and English. */
  context: readonly string[];
  /**
   * A rule stdnum leaves out, on the compact value: the region digits of a JMBG tell which
   * republic issued it, while stdnum accepts any region under every country's module.
   */
  accept?: (compact: string) => boolean;
}

const PLAIN = 0.6;
const WITH_CONTEXT = 0.95;
/** Separators of the written forms, parentheses around a HKID's check character among them. */
const SEPARATORS = /[\s./()-]/g;

interface CompiledShape {
  pattern: RegExp;
  needsContext: boolean;
  /** The longest run of digits every match holds: a window without one that long is skipped. */
  digitRun: number;
}

/**
 * The longest `\d{n}` (or `\d{n,m}`) the pattern always matches: groups and character classes,
 * which may be optional or alternatives, are left out of the count.
 */
export function mandatoryDigitRun(pattern: string): number {
  let outside = '';
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      if (depth === 0 && !inClass) outside += pattern.slice(i, i + 2);
      i++;
    } else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0) outside += ch;
  }
  let longest = 0;
  for (const [, n] of outside.matchAll(/\\d\{(\d+)(?:,\d*)?\}/g)) longest = Math.max(longest, Number(n));
  return longest;
}

interface CompiledRow {
  row: StdnumRow;
  validate: (value: string) => boolean;
  shapes: readonly CompiledShape[];
  near: ReturnType<typeof contextMatcher>;
  /** Whether a context word of the row is anywhere in a stretch of text. */
  worded: (window: string) => boolean;
}

function compileRow(row: StdnumRow): CompiledRow {
  return {
    row,
    validate: stdnumCheck(row.module),
    shapes: row.shapes.map(({ pattern, needsContext }) => ({
      // No look-behind opens the pattern, which would make the engine try it at every position:
      // isGlued turns down a match that starts inside a longer token.
      pattern: new RegExp(`(?:${pattern})${NO_WORD_AFTER}`, 'gu'),
      needsContext,
      digitRun: mandatoryDigitRun(pattern),
    })),
    near: contextMatcher(row.context),
    worded: wordsIn(row.context),
  };
}

/** Every identifier here holds at least this many digits, close together. */
const MIN_DIGITS = 4;
/** Digits this far apart or less belong to one cluster (separators, a check letter). */
const DIGIT_GAP = 3;
/** How far an identifier reaches around its digits (letter prefixes, check characters, separators). */
const MARGIN = 24;
/** The windows of an input, shared by the family detectors: computed once per input. */
const WINDOWS = {};

interface Windows {
  /** [start, end, longest digit run] of each window. */
  bounds: number[];
  /** Per window: whether a context word of any family is within reach. */
  worded: boolean[];
}

/**
 * The stretches of text where an identifier can be: each cluster of at least MIN_DIGITS digits
 * with MARGIN characters either side, merged where they touch, flattened [s0, e0, r0, s1, e1, r1,
 * …] where r is the longest run of consecutive digits in the stretch. Some hundred shape patterns
 * then run over these few short stretches instead of the whole text.
 */
function candidateWindows(text: string, anyWord: (window: string) => boolean): Windows {
  const windows: number[] = [];
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) {
      i++;
      continue;
    }
    const first = i;
    let last = i;
    let digits = 0;
    let j = i;
    let run = 0;
    let longest = 0;
    for (; j < text.length && j - last <= DIGIT_GAP; j++) {
      const c = text.charCodeAt(j);
      if (c >= 48 && c <= 57) {
        digits++;
        run = last === j - 1 ? run + 1 : 1;
        longest = Math.max(longest, run);
        last = j;
      }
    }
    if (digits >= MIN_DIGITS) {
      const start = Math.max(0, first - MARGIN);
      const end = Math.min(text.length, last + 1 + MARGIN);
      const top = windows.length;
      if (top > 0 && windows[top - 2]! >= start) {
        windows[top - 2] = end;
        windows[top - 1] = Math.max(windows[top - 1]!, longest);
      } else windows.push(start, end, longest);
    }
    i = last + 1;
  }
  const worded: boolean[] = [];
  for (let w = 0; w < windows.length; w += 3)
    worded.push(anyWord(text.slice(Math.max(0, windows[w]! - CONTEXT_BEFORE), windows[w + 1]! + CONTEXT_AFTER)));
  return { bounds: windows, worded };
}

/**
 * The hits of one shape of `compiled` in one window, none overlapping `claimed`. `worded` says
 * whether a context word of the row is within reach of the window at all: a shape that needs one
 * is not even tried when none is, which is most windows of most texts.
 */
function scanShape(
  text: string,
  from: number,
  to: number,
  compiled: CompiledRow,
  shape: CompiledShape,
  claimed: readonly Hit[],
): Hit[] {
  const { row, validate, near } = compiled;
  const { pattern, needsContext } = shape;
  const hits: Hit[] = [];
  const slice = text.slice(from, to);
  pattern.lastIndex = 0;
  for (let match = pattern.exec(slice); match !== null; match = pattern.exec(slice)) {
    const start = from + match.index;
    const end = start + match[0].length;
    if (isGlued(text, start, end) || overlaps(claimed, start, end)) continue;
    // A shape that needs context words looks for them first, the rarer test; stdnum's validation,
    // which builds an Error for every value it turns down, comes last.
    if (needsContext && !near(text, start, end)) continue;
    const compact = match[0].replace(SEPARATORS, '');
    if ((row.accept && !row.accept(compact)) || !validate(compact)) continue;
    const supported = needsContext || near(text, start, end);
    hits.push({ type: row.type, start, end, confidence: supported ? WITH_CONTEXT : PLAIN, source: 'validator' });
  }
  return hits;
}

/**
 * One detector for a family's table. Rows and their shapes are tried in order, and a span one of
 * them reported is not reported again by a later one, so a stricter form goes first. Each window
 * is searched once, for all families together, for any context word (`anyWord`); only when one is
 * there are the family's and then each row's words looked for, and only rows with one try the
 * shapes that need one.
 */
export function stdnumDetector(
  name: string,
  rows: readonly StdnumRow[],
  anyWord: (window: string) => boolean = wordsIn(rows.flatMap((row) => row.context)),
): Detector {
  const compiled = rows.map(compileRow);
  const familyWorded = wordsIn(rows.flatMap((row) => row.context));
  return {
    name,
    emits: [{ category: 'pii', types: [...new Set(rows.map((row) => row.type))] }],
    detect: (input: NormalizedText) => {
      const { text } = input;
      const { bounds, worded } = input.shared
        ? input.shared(WINDOWS, () => candidateWindows(text, anyWord))
        : candidateWindows(text, anyWord);
      let claimed: Hit[] = [];
      for (let w = 0; w < bounds.length; w += 3) {
        const from = bounds[w]!;
        const to = bounds[w + 1]!;
        const longestRun = bounds[w + 2]!;
        const reach = worded[w / 3] ? text.slice(Math.max(0, from - CONTEXT_BEFORE), to + CONTEXT_AFTER) : '';
        const familyWord = reach !== '' && familyWorded(reach);
        for (const row of compiled) {
          const rowWorded = familyWord && row.worded(reach);
          for (const shape of row.shapes) {
            if ((shape.needsContext && !rowWorded) || shape.digitRun > longestRun) continue;
            const hits = scanShape(text, from, to, row, shape, claimed);
            if (hits.length > 0) claimed = [...claimed, ...hits].sort((a, b) => a.start - b.start);
          }
        }
      }
      return toFindings(input, claimed);
    },
  };
}
