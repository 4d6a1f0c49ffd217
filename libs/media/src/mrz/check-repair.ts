import { checkHolds, type CheckTarget, type Position } from './checks.ts';
import type { CharKind } from './layouts.ts';
import { alternativeReading } from './ocr-b.ts';
import type { MrzRepair } from './types.ts';

/** More swaps than this and a mod-10 check digit would be satisfied by chance too often to trust. */
const MAX_SWAPS = 2;
const MAX_CANDIDATES = 12;

/**
 * Repairs ambiguous characters (0/O, 1/I, 5/S, 8/B, …) in letter-or-digit fields that a failing check
 * digit covers. A repair is kept only when it is the one smallest set of swaps that makes the check
 * digit match (and, where the layout has one, the composite too when several do): with a mod-10 check
 * a tenth of all wrong guesses pass, so a choice between equally small repairs is refused.
 */
export function repairByChecks(
  lines: readonly string[],
  targets: readonly CheckTarget[],
  kinds: CharKind[][],
): { lines: string[]; repairs: MrzRepair[] } {
  let current = [...lines];
  const repairs: MrzRepair[] = [];
  const composite = targets.find((t) => t.name === 'composite');
  const fieldTargets = targets.filter((t) => t !== composite);
  const apply = (swaps: Position[]) => {
    current = withSwaps(current, swaps);
    for (const p of swaps) {
      repairs.push({
        line: p.line,
        column: p.column,
        from: lines[p.line]![p.column]!,
        to: current[p.line]![p.column]!,
      });
    }
  };
  for (const target of fieldTargets) {
    if (checkHolds(current, target)) continue;
    apply(smallestUniqueRepair(current, candidates(current, target.covered, kinds), target, composite));
  }
  if (composite && !checkHolds(current, composite)) {
    // Only characters no field check covers: the others were settled above.
    const settled = new Set(fieldTargets.flatMap((t) => t.covered.map(key)));
    const free = composite.covered.filter((p) => !settled.has(key(p)));
    apply(smallestUniqueRepair(current, candidates(current, free, kinds), composite, undefined));
  }
  return { lines: current, repairs };
}

const key = (p: Position) => `${p.line}:${p.column}`;

function candidates(lines: readonly string[], positions: readonly Position[], kinds: CharKind[][]): Position[] {
  return positions
    .filter((p) => kinds[p.line]![p.column] === 'alnum' && alternativeReading(lines[p.line]![p.column]!) !== undefined)
    .slice(0, MAX_CANDIDATES);
}

function smallestUniqueRepair(
  lines: readonly string[],
  pool: readonly Position[],
  target: CheckTarget,
  composite: CheckTarget | undefined,
): Position[] {
  for (let size = 1; size <= MAX_SWAPS; size++) {
    const passing = subsets(pool, size).filter((swaps) => checkHolds(withSwaps(lines, swaps), target));
    if (passing.length === 0) continue;
    const agreed = composite ? passing.filter((swaps) => checkHolds(withSwaps(lines, swaps), composite)) : passing;
    const choice = agreed.length > 0 ? agreed : passing;
    return choice.length === 1 ? choice[0]! : [];
  }
  return [];
}

function withSwaps(lines: readonly string[], swaps: readonly Position[]): string[] {
  const out = lines.map((l) => [...l]);
  for (const p of swaps)
    out[p.line]![p.column] = alternativeReading(out[p.line]![p.column]!) ?? out[p.line]![p.column]!;
  return out.map((chars) => chars.join(''));
}

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of subsets(items.slice(i + 1), size - 1)) out.push([item, ...rest]);
  });
  return out;
}
