import { checkDigitMatches } from './check-digit.ts';
import type { Layout } from './layouts.ts';
import type { MrzCheckName } from './types.ts';

export interface Position {
  line: number;
  column: number;
}

/** One check digit resolved against the lines: the characters it covers and where the digit is. */
export interface CheckTarget {
  name: MrzCheckName;
  covered: Position[];
  digit: Position;
  /**
   * An overflowing number's filler, which issuers disagree on counting (Belgian and Portuguese
   * cards differ): the digit may match the number with it as well.
   */
  filler?: Position;
}

const positionsOf = (line: number, start: number, end: number): Position[] =>
  Array.from({ length: end - start }, (_, i) => ({ line, column: start + i }));

/**
 * The layout's check digits for these lines. A TD1/TD2 document number longer than nine characters
 * (filler in its check digit's place) takes its tail and check digit from the optional data.
 */
export function checkTargets(lines: readonly string[], layout: Layout): CheckTarget[] {
  return layout.checks.map((spec) => {
    const covered = spec.spans.flatMap((s) => positionsOf(s.line, s.start, s.end));
    const digit = { line: spec.line, column: spec.column };
    const ov = spec.overflow;
    if (ov && lines[spec.line]![spec.column] === '<') {
      const tail = /^[^<]*/.exec(lines[ov.line]!.slice(ov.start, ov.end))![0];
      if (tail.length >= 2) {
        return {
          name: spec.name,
          covered: [...covered, ...positionsOf(ov.line, ov.start, ov.start + tail.length - 1)],
          digit: { line: ov.line, column: ov.start + tail.length - 1 },
          filler: digit,
        };
      }
    }
    return { name: spec.name, covered, digit };
  });
}

const charAt = (lines: readonly string[], p: Position): string => lines[p.line]![p.column]!;

export function checkHolds(lines: readonly string[], target: CheckTarget): boolean {
  const text = target.covered.map((p) => charAt(lines, p)).join('');
  const digit = charAt(lines, target.digit);
  if (checkDigitMatches(text, digit)) return true;
  const filler = target.filler;
  if (filler === undefined) return false;
  const before = target.covered.filter((p) => p.line === filler.line && p.column < filler.column).length;
  return checkDigitMatches(`${text.slice(0, before)}<${text.slice(before)}`, digit);
}

export function checkResults(lines: readonly string[], targets: readonly CheckTarget[]) {
  return Object.fromEntries(targets.map((t) => [t.name, checkHolds(lines, t)])) as Partial<
    Record<MrzCheckName, boolean>
  >;
}
