import type { Span } from '../finding.ts';
import { LEXICON } from '../lexicon.ts';
import { NAME_LABEL, PERSON_BEFORE_STRONG, endsWithPhrase } from './name-context.ts';
import { phrasesBefore } from '../nearby-words.ts';

/**
 * First names written in lower case inside text that otherwise uses capitals ("Hi, i'm maria",
 * "Maria called … later maria said"). Capitals cannot point at them, so a word counts only when it
 * is a known first name and nothing else, and its context makes it a name: a self-introduction or
 * request before it, or the same name capitalised as a person elsewhere in the text. Texts with no
 * capital at all are lowercase-lines' work.
 */

const phrases = (list: string): ReadonlySet<string> => new Set(list.split('|'));

/** Self-introductions and requests that name someone, in the languages the gateway sees most. */
export const INTRODUCTION = phrases(
  "i'm|i am|im|my name is|my name's|this is|it's|ask|call|tell|with|je m'appelle|m'appelle|je suis|moi c'est|c'est|ich bin|mein name ist|das ist|me llamo|soy|mi nombre es|este es|esta es|mi chiamo|sono|io sono|questo è|meu nome é|eu sou|me chamo|chamo-me|jag heter|jeg heter|ik ben|ik heet|mijn naam is|dit is",
);

/** Names that are everyday words in another language the gateway sees ("ella", "rosa", "luz"). */
const FOREIGN_WORDS: ReadonlySet<string> = new Set(
  'ella elle ben don rosa luz paz sol pilar dolores angel gloria victoria mercedes consuelo amparo mar marina vera nina flora esperanza'.split(
    ' ',
  ),
);

/**
 * Lower-case Latin letters with their accents: a word is a run of them of 2 to 25. An apostrophe
 * ends a word ("maria's"); a hyphen glues it to the next ("john-deere").
 */
const isLowerLatin = (code: number): boolean =>
  (code >= 97 && code <= 122) || (code >= 0xdf && code <= 0xff && code !== 0xf7);

/** FNV-1a over the UTF-16 units of text[start, end): words are looked up without being cut out first. */
function hashOf(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** The hashes of the first names this scan can match, so that most words cost no string at all. */
let nameHashes: Set<number> | undefined;
function firstNameHashes(): Set<number> {
  if (nameHashes) return nameHashes;
  nameHashes = new Set();
  for (const name of LEXICON.firstNames) {
    let plain = name.length >= 2 && name.length <= 25;
    for (let i = 0; plain && i < name.length; i++) plain = isLowerLatin(name.charCodeAt(i));
    if (plain && !FOREIGN_WORDS.has(name)) nameHashes.add(hashOf(name, 0, name.length));
  }
  return nameHashes;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}_]/u;
const JOINER = /[@./-]/;

/** Part of a longer token: a word, an address, a path or a file name ("maria.txt", "x.maria"). */
function isGlued(text: string, start: number, end: number): boolean {
  const before = text[start - 1] ?? ' ';
  const after = text[end] ?? ' ';
  if (WORD_CHAR.test(before) || JOINER.test(before) || WORD_CHAR.test(after)) return true;
  return JOINER.test(after) && WORD_CHAR.test(text[end + 1] ?? ' ');
}

const introduced = (text: string, start: number): boolean => {
  const before = phrasesBefore(text, start);
  return (
    endsWithPhrase(before, INTRODUCTION) ||
    endsWithPhrase(before, NAME_LABEL) ||
    endsWithPhrase(before, PERSON_BEFORE_STRONG)
  );
};

/** The lower-case keys of the single-word names of people found with capitals. */
function capitalisedNames(text: string, people: readonly Span[]): Set<string> {
  const keys = new Set<string>();
  for (const span of people) {
    if (span.type !== 'PERSON') continue;
    for (const word of text.slice(span.start, span.end).split(/\s+/)) {
      const key = word.replace(/['’]s$/, '');
      if (key !== key.toLowerCase() && LEXICON.firstNames.has(key.toLowerCase())) keys.add(key.toLowerCase());
    }
  }
  return keys;
}

/** Lower-case first names the context makes names; `found` are the spans already decided, sorted. */
export function lowercaseNamesInMixedText(text: string, found: readonly Span[]): Span[] {
  if (!/[A-Z]/.test(text)) return [];
  const spans: Span[] = [];
  const repeated = capitalisedNames(text, found);
  const hashes = firstNameHashes();
  let next = 0;
  let start = 0;
  while (start < text.length) {
    if (!isLowerLatin(text.charCodeAt(start))) {
      start += 1;
      continue;
    }
    let end = start + 1;
    while (end < text.length && isLowerLatin(text.charCodeAt(end))) end += 1;
    const length = end - start;
    const word = start;
    start = end;
    if (length < 2 || length > 25 || !hashes.has(hashOf(text, word, end))) continue;
    const key = text.slice(word, end);
    if (!LEXICON.firstNames.has(key) || FOREIGN_WORDS.has(key) || isGlued(text, word, end)) continue;
    while (next < found.length && (found[next]?.end ?? 0) <= word) next += 1;
    if ((found[next]?.start ?? Infinity) < end) continue;
    const confidence = repeated.has(key) ? 0.7 : introduced(text, word) ? 0.6 : 0;
    if (confidence > 0) spans.push({ type: 'PERSON', start: word, end, confidence, source: 'nlp' });
  }
  return spans;
}
