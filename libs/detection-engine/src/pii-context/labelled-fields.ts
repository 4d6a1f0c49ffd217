import { caseVariants } from './case-variants.ts';
import type { Span } from './finding.ts';
import { isCommon } from './name-words.ts';
import { extendAddress } from './address-patterns.ts';

/**
 * Values after a label: "my name is anna nyberg", "Address: 12 High St". Cheap anchors find the
 * labels; the value patterns (anchored with ^) run only on the slice after each one.
 */
const NAME_ANCHOR = /(?:[Nn]ame|NAME)[ \t]?(?:is|was|'s|:|=|IS|WAS)/g;
const NAME_VALUE = /^[ \t]*\n?[ \t]*((?:[\p{L}\p{M}'’-]{2,30})(?:[ \t]{1,3}(?:\p{Lu}\.|[\p{L}\p{M}'’-]{2,30})){0,3})/u;

/** "address", "addr", "adresse", "Anschrift", found by a cheap scan and confirmed on the slice. */
const ADDRESS_ANCHOR = /[Aa]dd?r|ADD?R|[Aa]nschrift/g;
const ADDRESS_VALUE =
  /^(?:address|addr|adresse|anschrift)(?:[ \t](?:is|was|to|=))?[ \t]*[:=-]?[ \t]*\n?[ \t]*([^\n]{4,120})/i;
/** "e-mail address", "IP address": other kinds of address. */
const OTHER_ADDRESS =
  /\b(?:email|e-mail|mail|ip|mac|wallet|web|bitcoin|crypto|btc|eth|hardware|physical|memory|server|url|sender|reply)[ -]?$/i;

const ADDRESS_VERBS =
  'lives|live|living|located|office is|offices are|meet me|meet you|sent|send|send it|deliver|delivered|ship|shipped|drops you off|drop you off|stop|taxi|return|moved|is|are';

/** "lives at", "meet me at the corner of": an address verb and a preposition just before a house number. */
const ADDRESS_VERB_BEFORE = new RegExp(
  `\\b(?:${caseVariants(ADDRESS_VERBS)}) (?:at|to|on|in|AT|TO|ON|IN)[ \\t]+(?:the corner of[ \\t]+)?$`,
);
const PREPOSITION_BEFORE = /(?:at|to|on|in|of)[ \t]+$/i;
const VERB_VALUE = /^(\d{1,6}[a-z]?(?:[ \t]+\d{1,4})?,?[ \t]+\p{Lu}[\p{L}\p{M}\p{N}'’.,# \t-]{2,100})/u;

/** Addresses of other kinds: e-mail, web, IPv4 and IPv6. */
const NOT_POSTAL = /@|https?:|^\d{1,3}(?:\.\d{1,3}){3}|^[0-9a-f]{0,4}:[0-9a-f:]{2,}/i;

/** Where a free-text address chunk ends: sentence punctuation, or words that start a new clause. */
const CHUNK_END =
  /[.?!;]\s|[.?!;]$|\s(?:in case|for|after|last|this|next|before|since|and i|but|please|so|because|if|when|which|that|with)\b|\n/iu;

const STOP_WORDS = new Set(['and', 'or', 'but', 'is', 'was', 'the', 'a', 'an', 'not', 'to', 'of', 'on', 'in', 'at']);

/** The words of the value that can be a name; a capitalised ordinary word still can ("name is Hope"). */
function nameWords(value: string): string {
  const words: string[] = [];
  for (const word of value.split(/[ \t]+/)) {
    const key = word.toLowerCase().replace(/['’]s$/, '');
    if (STOP_WORDS.has(key) || (isCommon(key) && !/^\p{Lu}/u.test(word))) break;
    words.push(word);
  }
  return words.join(' ');
}

const isWordBefore = (text: string, index: number): boolean => /[\p{L}\p{M}]/u.test(text[index - 1] ?? '');

export function labelledNames(text: string): Span[] {
  const spans: Span[] = [];
  for (const anchor of text.matchAll(NAME_ANCHOR)) {
    if (isWordBefore(text, anchor.index)) continue;
    const from = anchor.index + anchor[0].length;
    const value = NAME_VALUE.exec(text.slice(from, from + 140))?.[1];
    if (value === undefined) continue;
    const name = nameWords(value);
    if (name.length < 2) continue;
    const start = from + text.slice(from, from + 140).indexOf(value);
    spans.push({ type: 'PERSON', start, end: start + name.length, confidence: 0.8, source: 'nlp' });
  }
  return spans;
}

function addressChunk(
  text: string,
  start: number,
  chunk: string,
  isPlace: (value: string) => boolean,
): Span | undefined {
  const trimmed = chunk.replace(/[\s.,;]+$/, '');
  if (!/\d/.test(trimmed) || !/\p{L}{2}/u.test(trimmed) || !/\s/.test(trimmed) || NOT_POSTAL.test(trimmed))
    return undefined;
  const end = extendAddress(text, start + trimmed.length, isPlace);
  return { type: 'LOCATION', start, end, confidence: 0.7, source: 'nlp' };
}

export function labelledAddresses(text: string, isPlace: (value: string) => boolean): Span[] {
  const spans: Span[] = [];
  for (const anchor of text.matchAll(ADDRESS_ANCHOR)) {
    if (
      isWordBefore(text, anchor.index) ||
      OTHER_ADDRESS.test(text.slice(Math.max(0, anchor.index - 12), anchor.index))
    )
      continue;
    const slice = text.slice(anchor.index, anchor.index + 150);
    const value = ADDRESS_VALUE.exec(slice)?.[1];
    const found =
      value === undefined ? undefined : addressChunk(text, anchor.index + slice.indexOf(value, 4), value, isPlace);
    if (found !== undefined) spans.push(found);
  }
  return spans;
}

/** "lives at 12 Foo Road", "meet me at 5 Bar …": the address after an address verb, from the house number at `from`. */
export function addressAfterVerb(text: string, from: number): Span | undefined {
  const lead = text.slice(Math.max(0, from - 40), from);
  if (!PREPOSITION_BEFORE.test(lead) || !ADDRESS_VERB_BEFORE.test(lead)) return undefined;
  const value = VERB_VALUE.exec(text.slice(from, from + 110))?.[1];
  if (value === undefined) return undefined;
  const stop = CHUNK_END.exec(value);
  return addressChunk(text, from, stop === null ? value : value.slice(0, stop.index), () => false);
}
