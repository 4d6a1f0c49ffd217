import { stdnum } from 'stdnum';
import type { Detector, NormalizedText } from '../../types.ts';
import { contextMatcher, type Hit, isGlued, NO_WORD_AFTER, toFindings } from '../shared.ts';

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
  /** Any context word anywhere in the text: shapes that need one are skipped on texts without. */
  anywhere: RegExp;
}

function validatorOf(module: string): (value: string) => boolean {
  const [country = '', name = ''] = module.split('.');
  const validator = stdnum[country]?.[name];
  if (!validator) throw new RangeError(`no stdnum module ${module}`);
  return (value) => validator.validate(value).isValid;
}

function compileRow(row: StdnumRow): CompiledRow {
  return {
    row,
    validate: validatorOf(row.module),
    shapes: row.shapes.map(({ pattern, needsContext }) => ({
      // No look-behind opens the pattern, which would make the engine try it at every position:
      // isGlued turns down a match that starts inside a longer token.
      pattern: new RegExp(`(?:${pattern})${NO_WORD_AFTER}`, 'gu'),
      needsContext,
    })),
    near: contextMatcher(row.context),
    anywhere: new RegExp(row.context.join('|'), 'iu'),
  };
}

/** Whether [start, end) overlaps one of `claimed` (disjoint, sorted by start): a binary search. */
function overlaps(claimed: readonly Hit[], start: number, end: number): boolean {
  let low = 0;
  let high = claimed.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (claimed[middle]!.start < end) low = middle + 1;
    else high = middle;
  }
  return low > 0 && claimed[low - 1]!.end > start;
}

/** The hits of one shape of `compiled`, none overlapping `claimed`. */
function scanShape(text: string, compiled: CompiledRow, shape: CompiledShape, claimed: readonly Hit[]): Hit[] {
  const { row, validate, near } = compiled;
  const { pattern, needsContext } = shape;
  const hits: Hit[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const start = match.index;
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
 * them reported is not reported again by a later one, so a stricter form goes first.
 */
export function stdnumDetector(name: string, rows: readonly StdnumRow[]): Detector {
  const compiled = rows.map(compileRow);
  return {
    name,
    emits: [{ category: 'pii', types: [...new Set(rows.map((row) => row.type))] }],
    detect: (input: NormalizedText) => {
      const { text } = input;
      let claimed: Hit[] = [];
      for (const row of compiled) {
        let hasWords: boolean | undefined;
        for (const shape of row.shapes) {
          if (shape.needsContext && !(hasWords ??= row.anywhere.test(text))) continue;
          const hits = scanShape(text, row, shape, claimed);
          if (hits.length > 0) claimed = [...claimed, ...hits].sort((a, b) => a.start - b.start);
        }
      }
      return toFindings(input, claimed);
    },
  };
}
