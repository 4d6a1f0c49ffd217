import type { Span } from '../finding.ts';
import { isCommon } from './name-words.ts';
import type { Run } from './name-runs.ts';

type Covered = (start: number, end: number) => boolean;
/** A list joiner after a name, then the next name: "Anna, Peter", "Anna and Peter". */
const NEXT_IN_LIST = /^(?:,|,? and|,? or| &) (\p{Lu}[\p{L}\p{M}'’-]{1,40})(?![\p{L}\p{M}])/u;
/** A list joiner (", ", " and ", " & ") ending just before a name, and the name before it. */
const JOINER_BEFORE = /(?:,|,? and|,? or| &) $/;
const NAME_BEFORE = /(?:^|[^\p{L}\p{M}'’-])(\p{Lu}[\p{L}\p{M}'’-]{1,40})$/u;

const person = (start: number, end: number): Span => ({ type: 'PERSON', start, end, confidence: 0.6, source: 'nlp' });

/** Once "Henrietta Vasko" is a name, "Vasko" alone elsewhere is the same person. */
function repeatedNames(text: string, people: readonly Span[], candidates: readonly Run[], covered: Covered): Span[] {
  const keys = new Set<string>();
  for (const span of people) {
    for (const word of text.slice(span.start, span.end).split(/\s+/)) {
      const key = word.toLowerCase();
      if (key.length > 2 && !isCommon(key)) keys.add(key);
    }
  }
  const found: Span[] = [];
  if (keys.size === 0) return found;
  for (const run of candidates) {
    if (!keys.has(run.tokens[0]?.key ?? '') || !run.tokens.every((token) => keys.has(token.key))) continue;
    const end = run.tokens.at(-1)?.text.match(/['’]s$/) ? run.end - 2 : run.end;
    if (!covered(run.start, end)) found.push(person(run.start, end));
  }
  return found;
}

/** "Ortiz and Lamb", "Ines, Hugo, Marta": the neighbours of a name in a list are names. */
function listedNames(text: string, people: readonly Span[], covered: Covered): Span[] {
  const found: Span[] = [];
  let frontier = [...people];
  for (let hop = 0; hop < 8 && frontier.length > 0; hop += 1) {
    const next: Span[] = [];
    for (const span of frontier) {
      const after = NEXT_IN_LIST.exec(text.slice(span.end, span.end + 48));
      if (after?.[1] !== undefined) {
        const start = span.end + after[0].length - after[1].length;
        if (!isCommon(after[1].toLowerCase()) && !covered(start, start + after[1].length))
          next.push(person(start, start + after[1].length));
      }
      const joiner = JOINER_BEFORE.exec(text.slice(Math.max(0, span.start - 8), span.start));
      const name =
        joiner === null
          ? undefined
          : NAME_BEFORE.exec(
              text.slice(Math.max(0, span.start - joiner[0].length - 42), span.start - joiner[0].length),
            )?.[1];
      if (joiner !== null && name !== undefined) {
        const start = span.start - joiner[0].length - name.length;
        if (!isCommon(name.toLowerCase()) && !covered(start, start + name.length))
          next.push(person(start, start + name.length));
      }
    }
    found.push(...next);
    frontier = next;
  }
  return found;
}

/** "Nicole: Remember me?": after a capitalised word opening a line, a colon and more words. */
const LABEL_AFTER = /^[ \t]?:[ \t]*[\p{L}"“']/u;

function opensLine(text: string, start: number): boolean {
  let cursor = start - 1;
  while (cursor >= 0 && (text[cursor] === ' ' || text[cursor] === '\t')) cursor -= 1;
  return cursor < 0 || text[cursor] === '\n';
}

/** In a dialogue where one speaker is a known person, the other speakers are people too. */
function speakers(text: string, people: readonly Span[], covered: Covered, words: readonly number[]): Span[] {
  if (people.length === 0 || !text.includes(':')) return [];
  const labels: Span[] = [];
  for (let index = 0; index + 1 < words.length; index += 2) {
    const start = words[index] as number;
    const end = words[index + 1] as number;
    const next = text[end];
    if ((next !== ':' && next !== ' ') || !opensLine(text, start) || !LABEL_AFTER.test(text.slice(end, end + 4)))
      continue;
    if (!isCommon(text.slice(start, end).toLowerCase())) labels.push(person(start, end));
  }
  const starts = new Set(people.map((span) => span.start));
  if (labels.length < 2 || !labels.some((label) => starts.has(label.start))) return [];
  return labels.filter((label) => !covered(label.start, label.end));
}

/** Whether [start, end) overlaps one of `sorted` (sorted by start, not overlapping each other). */
function overlapsAny(sorted: readonly Span[], start: number, end: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const span = sorted[middle];
    if (span === undefined) break;
    if (span.end <= start) low = middle + 1;
    else if (span.start >= end) high = middle - 1;
    else return true;
  }
  return false;
}

/**
 * Further mentions of found names among the runs no rule decided, and names listed next to found
 * ones; `spans` sorted and not overlapping.
 */
export function propagateNames(
  text: string,
  spans: readonly Span[],
  candidates: readonly Run[],
  words: readonly number[],
): Span[] {
  const added = new Set<number>();
  const covered = (start: number, end: number): boolean => {
    if (added.has(start) || overlapsAny(spans, start, end)) return true;
    added.add(start);
    return false;
  };
  const people = spans.filter((span) => span.type === 'PERSON');
  const repeated = [...repeatedNames(text, people, candidates, covered), ...speakers(text, people, covered, words)];
  return [...repeated, ...listedNames(text, [...people, ...repeated], covered)];
}
