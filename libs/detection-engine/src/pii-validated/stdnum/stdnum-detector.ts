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
} from '../shared.ts';
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

/**
 * The stretches of text where an identifier can be: each cluster of at least MIN_DIGITS digits
 * with MARGIN characters either side, merged where they touch, flattened [s0, e0, s1, e1, …].
 * Some hundred shape patterns then run over these few short stretches instead of the whole text.
 */
function candidateWindows(text: string): number[] {
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
    for (; j < text.length && j - last <= DIGIT_GAP; j++) {
      const c = text.charCodeAt(j);
      if (c >= 48 && c <= 57) {
        digits++;
        last = j;
      }
    }
    if (digits >= MIN_DIGITS) {
      const start = Math.max(0, first - MARGIN);
      const end = Math.min(text.length, last + 1 + MARGIN);
      if (windows.length > 0 && windows[windows.length - 1]! >= start) windows[windows.length - 1] = end;
      else windows.push(start, end);
    }
    i = last + 1;
  }
  return windows;
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
 * is first searched once for any context word of the whole family; only when one is there does a
 * row check its own words, and only rows with one try the shapes that need one.
 */
export function stdnumDetector(name: string, rows: readonly StdnumRow[]): Detector {
  const compiled = rows.map(compileRow);
  const familyWorded = wordsIn(rows.flatMap((row) => row.context));
  return {
    name,
    emits: [{ category: 'pii', types: [...new Set(rows.map((row) => row.type))] }],
    detect: (input: NormalizedText) => {
      const { text } = input;
      const windows = input.shared ? input.shared(WINDOWS, () => candidateWindows(text)) : candidateWindows(text);
      if (windows.length === 0) return [];
      let claimed: Hit[] = [];
      for (let w = 0; w < windows.length; w += 2) {
        const from = windows[w]!;
        const to = windows[w + 1]!;
        const reach = text.slice(Math.max(0, from - CONTEXT_BEFORE), to + CONTEXT_AFTER);
        const anyWord = familyWorded(reach);
        for (const row of compiled) {
          const rowWorded = anyWord && row.worded(reach);
          for (const shape of row.shapes) {
            if (shape.needsContext && !rowWorded) continue;
            const hits = scanShape(text, from, to, row, shape, claimed);
            if (hits.length > 0) claimed = [...claimed, ...hits].sort((a, b) => a.start - b.start);
          }
        }
      }
      return toFindings(input, claimed);
    },
  };
}
