import { digitAt } from '../scan/ascii.ts';
import { type Candidates, JOINERS } from '../scan/candidates.ts';
import { isWordChar } from '../scan/shared.ts';

/** One block of digits of a grouped number, and the character written before it. */
export interface Group {
  start: number;
  end: number;
  separator: string;
}

const SPACE_OR_DASH = (1 << (JOINERS.indexOf(' ') + 1)) | (1 << (JOINERS.indexOf('-') + 1));

/** Whether run `run` is followed by a single space or dash and then the next run. */
function joinedToNext(candidates: Candidates, run: number): boolean {
  return (
    (SPACE_OR_DASH & (1 << (candidates.joint[run]! & 7))) !== 0 &&
    run + 1 < candidates.count &&
    candidates.start[run + 1] === candidates.end[run]! + 1
  );
}

/**
 * Numbers of at least twelve digits written in blocks joined by single spaces or dashes
 * ("4012 8888 8888 1881") or in one block, as their blocks: consecutive all-digit runs, read off
 * the shared scan. A number glued to letters continues another token ("RS35 2600 0560 …" is an
 * IBAN, not a card after "RS35"), so it is skipped whole, whether the letters touch it or sit in
 * a block joined to it.
 */
export function digitGroups(candidates: Candidates): Group[][] {
  const { text, count, start, end, letters, head } = candidates;
  const numbers: Group[][] = [];
  let run = 0;
  while (run < count) {
    if (letters[run] !== 0) {
      run++;
      continue;
    }
    let last = run;
    let digits = end[run]! - start[run]!;
    while (last + 1 < count && letters[last + 1] === 0 && joinedToNext(candidates, last)) {
      last++;
      digits += end[last]! - start[last]!;
    }
    const first = run;
    run = last + 1;
    if (digits < 12) continue;
    // A block joined before or after that has letters glues the number when its digit touches ours.
    const previous = first - 1;
    const gluedBefore =
      isWordChar(text[start[first]! - 1]) ||
      (previous >= 0 && joinedToNext(candidates, previous) && digitAt(text, end[previous]! - 1));
    const gluedAfter = isWordChar(text[end[last]!]) || (joinedToNext(candidates, last) && head[last + 1] === 0);
    if (gluedBefore || gluedAfter) continue;
    const groups: Group[] = [];
    for (let block = first; block <= last; block++) {
      groups.push({ start: start[block]!, end: end[block]!, separator: text[start[block]! - 1] ?? '' });
    }
    numbers.push(groups);
  }
  return numbers;
}
