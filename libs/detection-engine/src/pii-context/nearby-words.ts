/**
 * Words around a capitalised run that say whether it names a person, a place or an organisation.
 * The words before a run are read as phrases of one, two and three words, nearest word first
 * (["is", "name is", "my name is"]), the words after likewise (["said", "said to", …]), and looked
 * up in phrase sets: a handful of Set lookups per run is what keeps this fast over megabytes of
 * text, where regex alternations over a window were not.
 */

const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13 || code === 160;
/** Punctuation that is a word of its own (: , ? ! ; quotes, brackets): "name :". A full stop stays on its word ("mr."). */
const MARKS = new Uint8Array(8222);
for (const code of [58, 44, 63, 33, 59, 34, 40, 41, 8220, 8221]) MARKS[code] = 1;
const isMark = (code: number): boolean => code < 8222 && MARKS[code] === 1;

/** Up to `max` words scanning from `index` in `step` direction (-1 before, +1 after), nearest first. */
function wordsFrom(text: string, index: number, step: 1 | -1, max = 3): string[] {
  const words: string[] = [];
  let cursor = step === 1 ? index : index - 1;
  const limit = step === 1 ? Math.min(text.length, index + 40) : Math.max(0, index - 40) - 1;
  while (words.length < max && cursor !== limit) {
    const code = text.charCodeAt(cursor);
    if (isSpace(code)) {
      cursor += step;
      continue;
    }
    if (isMark(code)) {
      words.push(text[cursor] ?? '');
      cursor += step;
      continue;
    }
    const from = cursor;
    while (cursor !== limit && !isSpace(text.charCodeAt(cursor)) && !isMark(text.charCodeAt(cursor))) cursor += step;
    // A word cut by the window edge would be a fragment.
    if (cursor === limit && limit !== -1 && limit !== text.length) break;
    const word = step === 1 ? text.slice(from, cursor) : text.slice(cursor + 1, from + 1);
    const lower = word.toLowerCase();
    words.push(lower.includes('’') ? lower.replaceAll('’', "'") : lower);
  }
  return words;
}

/** Phrases of one, two and three words, nearest word first in each. */
function phrasesOf(words: readonly string[], before: boolean): string[] {
  const phrases: string[] = [];
  let phrase = '';
  for (const word of words) {
    phrase = phrase === '' ? word : before ? `${word} ${phrase}` : `${phrase} ${word}`;
    phrases.push(phrase);
  }
  return phrases;
}

/** The one-, two- and three-word phrases just before `start`, nearest word first. */
export const phrasesBefore = (text: string, start: number): string[] => phrasesOf(wordsFrom(text, start, -1), true);

/** The one-, two- and three-word phrases just after `end`. */
export const phrasesAfter = (text: string, end: number): string[] => phrasesOf(wordsFrom(text, end, 1), false);

/**
 * The words around a span, read lazily: most runs are decided (or dropped) on the nearest word
 * alone, and only a few need the three-word phrases.
 */
export interface Around {
  wordBefore(): string;
  wordAfter(): string;
  before(): string[];
  after(): string[];
}

/** The nearest word from `index` in `step` direction, lower case ('' at the edge): `wordsFrom` without its list. */
function nearestWord(text: string, index: number, step: 1 | -1): string {
  let cursor = step === 1 ? index : index - 1;
  const limit = step === 1 ? Math.min(text.length, index + 40) : Math.max(0, index - 40) - 1;
  while (cursor !== limit && isSpace(text.charCodeAt(cursor))) cursor += step;
  if (cursor === limit) return '';
  if (isMark(text.charCodeAt(cursor))) return text[cursor] ?? '';
  const from = cursor;
  while (cursor !== limit && !isSpace(text.charCodeAt(cursor)) && !isMark(text.charCodeAt(cursor))) cursor += step;
  if (cursor === limit && limit !== -1 && limit !== text.length) return '';
  const lower = (step === 1 ? text.slice(from, cursor) : text.slice(cursor + 1, from + 1)).toLowerCase();
  return lower.includes('’') ? lower.replaceAll('’', "'") : lower;
}

/** The nearest word before `index`, lower case ('' at the start). */
export const wordBefore = (text: string, index: number): string => nearestWord(text, index, -1);

/** The nearest word after `index`, lower case ('' at the end). */
export const wordAfter = (text: string, index: number): string => nearestWord(text, index, 1);

export function around(text: string, start: number, end: number): Around {
  let before: string[] | undefined;
  let after: string[] | undefined;
  let previous: string | undefined;
  let next: string | undefined;
  return {
    wordBefore: () => (previous ??= before?.[0] ?? wordBefore(text, start)),
    wordAfter: () => (next ??= after?.[0] ?? wordAfter(text, end)),
    before: () => (before ??= phrasesBefore(text, start)),
    after: () => (after ??= phrasesAfter(text, end)),
  };
}
