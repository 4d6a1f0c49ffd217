import type { TrainRow } from '../data/rows.ts';
import { tidy } from './template.ts';

/** Numbers rows of one family `aug-<family>-<n>`, under dataset `augment/<family>`. */
export class FamilyRows {
  readonly rows: TrainRow[] = [];
  readonly family: string;

  constructor(family: string) {
    this.family = family;
  }

  add(text: string, label: string, subtype: string | null, lang: string, hardNegative: boolean): void {
    this.rows.push({
      id: `aug-${this.family}-${this.rows.length}`,
      text,
      label,
      subtype,
      lang,
      hard_negative: hardNegative,
      dataset: `augment/${this.family}`,
    });
  }
}

/**
 * Keeps a pair only when both texts are new, so a benign twin always has its attack and the other way
 * round; gives up after a fixed number of draws when the templates run out.
 */
export function collectPairs(
  count: number,
  seen: Set<string>,
  make: () => { attack: string; benign: string },
): { attack: string; benign: string }[] {
  const out: { attack: string; benign: string }[] = [];
  for (let tries = 0; out.length < count && tries < count * 30; tries++) {
    const pair = make();
    const attack = tidy(pair.attack);
    const benign = tidy(pair.benign);
    if (attack === benign || seen.has(attack) || seen.has(benign)) continue;
    seen.add(attack);
    seen.add(benign);
    out.push({ attack, benign });
  }
  return out;
}
