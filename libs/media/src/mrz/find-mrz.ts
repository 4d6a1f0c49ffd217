import { states } from 'mrz';

import { repairByChecks } from './check-repair.ts';
import { checkResults, checkTargets, type CheckTarget } from './checks.ts';
import { RangeMapper, readFields } from './fields.ts';
import { LAYOUTS, positionKinds, type CharKind, type Layout } from './layouts.ts';
import { fitLength, normaliseLine, type NormalLine } from './normalise.ts';
import { asLetters, fillNamePadding, forceKinds } from './ocr-b.ts';
import type { MrzResult } from './types.ts';

export interface FindMrzOptions {
  /** Decides the century of two-digit years; the current date unless given. */
  today?: Date;
}

const KINDS = new Map<Layout, CharKind[][]>(LAYOUTS.map((layout) => [layout, positionKinds(layout)]));
/** Bounds the length-fitting variants tried for one group of lines. */
const MAX_FITTINGS = 16;

/**
 * Finds a machine-readable zone in OCR lines: two or three consecutive lines that, once normalised
 * and repaired, have the characters of a layout at its fixed positions (digits in dates and check
 * digits, a letter first). Null when no group of lines has that shape. Of several readings, the one
 * with the most matching check digits wins.
 *
 * `valid` means every check digit matches, and nothing else: an unknown state code (the specimens'
 * UTO, a code newer than the `mrz` package's table) is reported in `unknownStates` instead. The check
 * digits are what proves that the characters were read as printed; whether a state is on a list says
 * nothing about that, and a real holder's data behind an unlisted code must still be masked.
 */
export function findMrz(lines: readonly string[], options: FindMrzOptions = {}): MrzResult | null {
  const today = options.today ?? new Date();
  const normal = lines.map((line, i) => normaliseLine(line, i));
  let best: MrzResult | null = null;
  for (let i = 0; i < normal.length; i++) {
    for (const layout of LAYOUTS) {
      const group = normal.slice(i, i + layout.lineCount);
      if (group.length < layout.lineCount || !group.every((l) => l !== null)) continue;
      if (!layout.accepts(asLetters(group[0]!.text.slice(0, 5)))) continue;
      for (const fitted of fittings(group, layout)) {
        const result = read(fitted, layout, today);
        if (result && (best === null || scoreOf(result) > scoreOf(best))) best = result;
      }
    }
  }
  return best;
}

/** Matching check digits count most; then fewer repairs. */
const scoreOf = (r: MrzResult) =>
  (r.valid ? 1000 : 0) + Object.values(r.checks).filter(Boolean).length * 100 - r.repairs.length;

function fittings(group: NormalLine[], layout: Layout): NormalLine[][] {
  let combos: NormalLine[][] = [[]];
  for (const [index, line] of group.entries()) {
    const endsInNames = layout.fields.some((f) => f.name === 'names' && f.line === index && f.end === layout.length);
    const variants = fitLength(line, layout.length, endsInNames);
    combos = combos.flatMap((combo) => variants.map((v) => [...combo, v])).slice(0, MAX_FITTINGS);
  }
  return combos;
}

function read(group: NormalLine[], layout: Layout, today: Date): MrzResult | null {
  const kinds = KINDS.get(layout)!;
  const forced = forceKinds(
    group.map((l) => l.text),
    kinds,
  );
  if (!forced) return null;
  const padded = fillNamePadding(forced.lines, layout);
  const targets = checkTargets(padded.lines, layout);
  if (!plausible(padded.lines, layout, targets)) return null;
  const repaired = repairByChecks(padded.lines, targets, kinds);
  const checks = checkResults(repaired.lines, targets);
  const fields = readFields(repaired.lines, layout, targets, new RangeMapper(group), today);
  const unknownStates = (['issuingState', 'nationality'] as const).filter((name) => {
    const code = fields[name]?.value;
    return code !== undefined && !(code in states);
  });
  return {
    format: layout.format,
    text: repaired.lines.join('\n'),
    lines: repaired.lines,
    sourceLines: group.map((l) => l.source),
    checks,
    valid: Object.values(checks).every(Boolean),
    unknownStates,
    fields,
    repairs: [...forced.repairs, ...padded.repairs, ...repaired.repairs],
  };
}

/**
 * Shape beyond the characters' kinds: the dates' years and the mandatory check digits are digits
 * (only an empty personal number may have a filler for a check digit), and there is a filler. This is
 * what keeps runs of `<` in code and lines of capitals from being read as an MRZ.
 */
function plausible(lines: readonly string[], layout: Layout, targets: readonly CheckTarget[]): boolean {
  if (!lines.some((l) => l.includes('<'))) return false;
  const dates = layout.fields.filter(
    (f) => f.name === 'birthDate' || f.name === 'expiryDate' || f.name === 'issueDate',
  );
  if (!dates.every((f) => /^\d\d/.test(lines[f.line]!.slice(f.start)))) return false;
  return targets.every((t) => t.name === 'personalNumber' || /\d/.test(lines[t.digit.line]![t.digit.column]!));
}
