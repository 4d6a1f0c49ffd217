import { caseVariants } from './names/case-variants.ts';
import type { Span } from './finding.ts';
import { isCommon } from './names/name-words.ts';
import { extendAddress } from './addresses/address-patterns.ts';

/**
 * Values after a label: "my name is anna nyberg", "Address: 12 High St". Cheap anchors find the
 * labels; the value patterns (anchored with ^) run only on the slice after each one.
 */
const NAME_LABEL = /(?:name|Name|NAME)[ \t]?(?:is|was|'s|:|=|IS|WAS)/y;
const NAME_VALUE = /^[ \t]*\n?[ \t]*((?:[\p{L}\p{M}'’-]{2,30})(?:[ \t]{1,3}(?:\p{Lu}\.|[\p{L}\p{M}'’-]{2,30})){0,3})/u;

/** "address", "addr", "adresse", "Anschrift", found by the keyword scan and confirmed on the slice. */
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

/** Names after "name is", "Name:"; `at` are where the lower-cased text has "name". */
export function labelledNames(text: string, at: readonly number[]): Span[] {
  const spans: Span[] = [];
  for (const index of at) {
    NAME_LABEL.lastIndex = index;
    const label = NAME_LABEL.exec(text)?.[0];
    if (label === undefined || isWordBefore(text, index)) continue;
    const from = index + label.length;
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

/** Addresses after an address label; `at` are where the lower-cased text has "addr", "adr" or "anschrift". */
export function labelledAddresses(text: string, at: readonly number[], isPlace: (value: string) => boolean): Span[] {
  const spans: Span[] = [];
  for (const index of at) {
    if (isWordBefore(text, index) || OTHER_ADDRESS.test(text.slice(Math.max(0, index - 12), index))) continue;
    const slice = text.slice(index, index + 150);
    const value = ADDRESS_VALUE.exec(slice)?.[1];
    const found = value === undefined ? undefined : addressChunk(text, index + slice.indexOf(value, 4), value, isPlace);
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

/** "ZIP: 3520", "my zip code is 35350", "postcode 7412 SL": the code after a postcode label. */
const POSTCODE_LABEL = /(?:zip ?code|zip|postcode|postal code|post code)(?![\p{L}])/uy;
const POSTCODE_VALUE =
  /^(?:[ \t]+(?:is|was))?[ \t]*[:=#-]?[ \t]*([0-9]{3,5}(?:[ -][0-9]{2,4}| ?[A-Z]{2}(?![\p{L}]))?|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})(?![\p{L}\p{N}])/u;

/**
 * A bare "zip" is as often the archive format ("the ZIP 2024 release", "zip 12345 files"): then the
 * value needs a separator ("ZIP: 94105"), or it must be a US ZIP code (five digits, or ZIP+4) that
 * ends its clause or leads to the place ("ZIP 10001 in New York").
 */
const BARE_ZIP =
  /^(?:[ \t]*[:=#-]|[ \t]+(?:is|was)[ \t])|^[ \t]+\d{5}(?:-\d{4})?(?:[ \t]*(?:$|[\n,.;)])|[ \t]+(?:in|and)[ \t])/u;

/** Postcodes after a label; `at` are where the lower-cased text has "zip" or "post". */
export function labelledPostcodes(text: string, lower: string, at: readonly number[]): Span[] {
  const spans: Span[] = [];
  for (const index of at) {
    POSTCODE_LABEL.lastIndex = index;
    const label = POSTCODE_LABEL.exec(lower)?.[0];
    if (label === undefined || isWordBefore(text, index)) continue;
    const from = index + label.length;
    const match = POSTCODE_VALUE.exec(text.slice(from, from + 40));
    const value = match?.[1];
    if (match === null || value === undefined) continue;
    if (label === 'zip' && !BARE_ZIP.test(text.slice(from, from + 40))) continue;
    const start = from + match[0].length - value.length;
    spans.push({ type: 'LOCATION', start, end: start + value.length, confidence: 0.7, source: 'nlp' });
  }
  return spans;
}
