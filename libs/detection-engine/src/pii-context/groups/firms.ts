import type { Span } from '../finding.ts';
import { LEXICON } from '../lexicon.ts';
import { isOrgSuffix, org } from './organization.ts';

/**
 * Firms named after their partners ("Smith, Jones and Brown") or as a family business ("Thomas
 * and Sons", "Baker & Co."), read from the text's single capitalised words in order.
 */

const JOINER = /^,? (?:and|&) $/;
const FAMILY: ReadonlySet<string> = new Set('son sons daughter daughters co company partners associates'.split(' '));
/** After a colon or inside a longer list ("Comedy, Kids & Family, Mystery & Suspense") the words are list items. */
const LIST_BEFORE = /(?::|,|&|\band)\s{0,3}$/;

/** The text between two words, when it is short enough to be a joiner; '' otherwise. */
function gap(text: string, from: number, to: number): string {
  return to - from > 0 && to - from <= 6 ? text.slice(from, to) : '';
}

/** "Anna, Peter and John" lists people and "Family, Mystery & Suspense" genres: partners are surnames. */
function partners(text: string, bounds: readonly number[]): boolean {
  const names: string[] = [];
  for (let index = 0; index + 1 < bounds.length; index += 2)
    names.push(text.slice(at(bounds, index), at(bounds, index + 1)).toLowerCase());
  const given = names.filter((name) => LEXICON.firstNames.has(name) && !LEXICON.lastNames.has(name)).length;
  const ordinary = names.filter((name) => LEXICON.common.has(name)).length;
  return given <= 1 && ordinary <= 1;
}

const at = (words: readonly number[], index: number): number => words[index] ?? -1;

/** Firm names as ORGANIZATION spans, in text order; `words` are capitalised words' start and end, flat and in order. */
export function firmNames(text: string, words: readonly number[]): Span[] {
  const spans: Span[] = [];
  for (let index = 0; index + 3 < words.length; index += 2) {
    const firstStart = at(words, index);
    const firstEnd = at(words, index + 1);
    const secondStart = at(words, index + 2);
    const secondEnd = at(words, index + 3);
    const joiner = gap(text, firstEnd, secondStart);
    if (joiner === '') continue;
    if (JOINER.test(joiner) && FAMILY.has(text.slice(secondStart, secondEnd).toLowerCase())) {
      spans.push(org(firstStart, secondEnd + (text[secondEnd] === '.' ? 1 : 0), 0.8));
      index += 2;
      continue;
    }
    const thirdStart = at(words, index + 4);
    const thirdEnd = at(words, index + 5);
    if (joiner !== ', ' || thirdStart < 0 || !JOINER.test(gap(text, secondEnd, thirdStart))) continue;
    if (LIST_BEFORE.test(text.slice(Math.max(0, firstStart - 5), firstStart))) continue;
    // "Smith, Jones and Brown LLP" takes its legal form; "…, Lucid and Loveland Technologies" lists items.
    const next = /^ (\p{Lu}[\p{L}.]*)/u.exec(text.slice(thirdEnd, thirdEnd + 16))?.[1];
    const form = next !== undefined && isOrgSuffix(next.toLowerCase().replace(/\.$/, '')) ? next.length + 1 : 0;
    if ((next !== undefined && form === 0) || !partners(text, words.slice(index, index + 6))) continue;
    spans.push(org(firstStart, thirdEnd + form, 0.8));
    index += 4;
  }
  return spans;
}
