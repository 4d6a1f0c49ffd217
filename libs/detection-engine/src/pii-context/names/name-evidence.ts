import { STREET_SUFFIXES } from '../addresses/address-words.ts';
import { KIND, LEXICON, NAME_KINDS } from '../lexicon.ts';
import {
  NAME_LABEL,
  OPENER_CUES,
  ORG_BEFORE,
  PERSON_AFTER_STRONG,
  PERSON_AFTER_WEAK,
  PERSON_BEFORE_STRONG,
  PERSON_BEFORE_SURE,
  PERSON_BEFORE_WEAK,
  PERSON_POSSESSIONS,
  PLACE_AFTER,
  PLACE_BEFORE_WEAK,
  TITLES,
  appositionAfter,
  cueAfterWord,
  cueBefore,
  endsWithPhrase,
  mayOpenCue,
  nearest,
  placeFollows,
  startsWithPhrase,
} from './name-context.ts';
import { type Around, around } from '../nearby-words.ts';
import type { Run } from './name-runs.ts';
import type { Token } from './tokens.ts';
import {
  PARTICLES,
  has,
  isAllCaps,
  isInitial,
  isKnown,
  isPlain,
  knownPlace,
  lexiconScore,
  townRank,
  trimmed,
} from './name-words.ts';
import { PLACE_RANK } from '../addresses/gazetteer.ts';
import { MONTHS } from '../dates/date-patterns.ts';

/** How strongly a run reads as a person's name and as a place name; 2 or more is a finding. */
export interface Evidence {
  person: number;
  place: number;
  /** The tokens the finding covers, after leading ordinary words and titles are dropped. */
  tokens: readonly Token[];
  /** A courtesy title or a "name:" label stood before the run. */
  labelled: boolean;
}

/** Street types that end no person's name (unlike Hill, Park or Way). */
const STREET_WORDS: ReadonlySet<string> = new Set(
  'street st road rd avenue ave boulevard blvd lane drive parkway highway terrace alley crescent'.split(' '),
);

const SPEECH_BEFORE: ReadonlySet<string> = new Set('says said asked replied told hi hello hey dear named'.split(' '));

/** Cue words before a name: "said", "Dear", "with"; weak ones count only for words known as names. */
function personBefore(words: readonly Token[], before: readonly string[], lineAlone: boolean): number {
  const weak = words.length > 1 || (words[0] !== undefined && isKnown(words[0]));
  let score = words.length > 1 && lineAlone ? 1 : 0;
  // "says Joly.", "Hi Christin,": speech and greeting words before a name leave little doubt.
  if (SPEECH_BEFORE.has(nearest(before)) || endsWithPhrase(before, PERSON_BEFORE_SURE)) score += 1.5;
  else if (endsWithPhrase(before, PERSON_BEFORE_STRONG)) score += 1;
  // "Acme's Tânia Souza": a full name after a possessive belongs to someone's staff or family.
  else if (words.length > 1 && nearest(before).endsWith("'s")) score += 0.5;
  else if (weak && endsWithPhrase(before, PERSON_BEFORE_WEAK)) score += 0.25;
  if (endsWithPhrase(before, ORG_BEFORE) && !has(words[0], KIND.FIRST)) score -= 1;
  return score;
}

/** Cue words after a name ("said", "'s kid", "Anna: …"); at most 1. */
function personAfter(
  text: string,
  run: Run,
  words: readonly Token[],
  after: readonly string[],
  lineAlone: boolean,
): number {
  const weak = words.length > 1 || (words[0] !== undefined && isKnown(words[0]));
  // "Anna: What a day." opens a line of dialogue.
  if (run.sentenceStart && words.length <= 2 && after[0] === ':' && after.length > 1 && !lineAlone) return 1;
  // The run's last word carries any possessive: "Anna's kid".
  const possessive = /['’]s$/.test(words.at(-1)?.text ?? '');
  if (possessive) return PERSON_POSSESSIONS.has(nearest(after)) ? 1 : 0.5;
  if (startsWithPhrase(after, PERSON_AFTER_STRONG) || appositionAfter(text, run.end)) return 1;
  return weak && startsWithPhrase(after, PERSON_AFTER_WEAK) ? 0.5 : 0;
}

/**
 * Dutch and German name particles, written in lower case between capitalised words: "Willemine
 * ten Pas", "Jan van der Berg". Unlike Romance ones ("Rio de Janeiro", "Museo del Prado") they
 * join a given name to a surname, and seldom the words of a place or a title.
 */
const NAME_PARTICLES: ReadonlySet<string> = new Set(['van', 'von', 'ten', 'ter', 'der', 'den']);

const hasNameParticle = (tokens: readonly Token[]): boolean =>
  tokens.length > 2 &&
  tokens.some((token, index) => index > 0 && index < tokens.length - 1 && NAME_PARTICLES.has(token.text));

/** "the mind of Batman", "at Benton": after these a town's name is as often a person's or a venue's. */
const NOT_FOR_TOWNS: ReadonlySet<string> = new Set(['of', 'at']);

/** "moved here from", "in" before an unknown word, a weak preposition before a known place or town. */
function placeBefore(tokens: readonly Token[], before: readonly string[], town: boolean): number {
  if (placeFollows(before)) return 2;
  if (nearest(before) === 'in' && tokens.every((token) => (token.kind & NAME_KINDS) === 0 && !isPlain(token))) return 2;
  if (!endsWithPhrase(before, PLACE_BEFORE_WEAK) || (town && NOT_FOR_TOWNS.has(nearest(before)))) return 0;
  return tokens.every(isAllCaps) ? 1 : 0.5;
}

/** "Goiânia, Brazil", "Tujetsch, Graubünden": a country or region compromise knows after a comma. */
function regionAfterComma(after: readonly string[]): boolean {
  if (after[0] !== ',') return false;
  return after.slice(1).some((phrase) => LEXICON.places.has(phrase.slice(2).replace(/\.$/, '')));
}

/** Only spaces and quote marks ("> ") between the run and the line's start and end. */
export function aloneOnLine(text: string, start: number, end: number): boolean {
  let before = start;
  while (before > 0 && ' \t>*?•-'.includes(text[before - 1] ?? '')) before -= 1;
  if (before > 0 && text[before - 1] !== '\n') return false;
  let after = end;
  while (after < text.length && (text[after] === ' ' || text[after] === '\t')) after += 1;
  return after === text.length || text[after] === '\n' || text[after] === '\r';
}

const NOTHING: Evidence = Object.freeze({ person: 0, place: 0, tokens: Object.freeze([]), labelled: false });

/**
 * A lone unknown word counts only with a cue beside it; opening a sentence, only as a vocative
 * ("Anna, can you …"), the subject of a speech or life verb ("Anna said"), or after a label
 * ("Last name? Boyle"). Returns whether it may still count, and whether it is such an opener.
 */
function loneWordCue(text: string, token: Token, sentenceStart: boolean, context: Around): 'none' | 'cue' | 'opener' {
  if (sentenceStart) {
    if (mayOpenCue(text, token.end) && startsWithPhrase(context.after(), OPENER_CUES)) return 'opener';
    return /[:?][ \t]*$/.test(text.slice(Math.max(0, token.start - 3), token.start)) ? 'cue' : 'none';
  }
  return cueBefore(context.wordBefore()) || cueAfterWord(text, token.end, context.wordAfter()) ? 'cue' : 'none';
}

/** What the words alone say, as person and place scores before context. */
function lexicalScores(
  run: Run,
  tokens: readonly Token[],
  words: readonly Token[],
  text: string,
): [number, number, boolean] {
  const last = tokens.at(-1);
  if (last === undefined) return [-Infinity, -Infinity, false];
  const place = knownPlace(tokens);
  const town = place ? PLACE_RANK.NONE : townRank(tokens);
  const firstName = has(words[0], KIND.FIRST);
  // "Contact Details:" ending its line labels a field; it names nobody.
  const fieldLabel =
    run.sentenceStart && text[last.end] === ':' && /^[ \t]*(?:\r?\n|$)/.test(text.slice(last.end + 1, last.end + 4));
  // Hall, Hill and Park are surnames after a first name; Street and Inc never are.
  const blocked =
    words.length === 0 ||
    fieldLabel ||
    LEXICON.orgSuffixes.has(last.key) ||
    STREET_SUFFIXES.has(last.key) ||
    (LEXICON.placeSuffixes.has(last.key) && !(firstName && words.length > 1));
  const initials = words.length < tokens.length && tokens.some(isInitial);
  const opens = run.sentenceStart && tokens[0]?.start === run.start;
  let person = blocked ? -Infinity : lexiconScore(words, initials, opens) - (place && !firstName ? 1 : 0);
  // The surname after a particle is often an ordinary word (ten Pas, de Vries): the particle is the evidence.
  if (!blocked && !place && town === PLACE_RANK.NONE && hasNameParticle(tokens)) person = Math.max(person, 2.25);
  // A town alone is not yet a place: "lives in", "flew to" or ", Brazil" around it makes it one.
  let placeScore = place ? 2 : town >= PLACE_RANK.CITY ? 1.5 : town === PLACE_RANK.TOWN ? 1 : 0;
  // "Marina Fort Street", "Herceg Gateway St.": a name ending in an unmistakable street word.
  if (!place && tokens.length > 1 && STREET_WORDS.has(last.key)) placeScore = 2;
  if (!place && tokens.length > 1 && LEXICON.placeSuffixes.has(last.key) && !STREET_SUFFIXES.has(last.key))
    placeScore = 1.5;
  if (LEXICON.orgSuffixes.has(last.key)) placeScore -= 2;
  if (!place && town === PLACE_RANK.NONE && tokens.every(isPlain)) placeScore -= 2;
  return [person, placeScore, town !== PLACE_RANK.NONE];
}

/**
 * Weighs a capitalised run against the lexicon, then (only when that could matter) the words
 * around it. `trim` and `context` may be passed in when the caller has already computed them.
 */
export function weigh(
  run: Run,
  text: string,
  trim: { tokens: Token[]; honorific: boolean } = trimmed(run),
  context?: Around,
): Evidence {
  const { tokens, honorific } = trim;
  const first = tokens[0];
  const last = tokens.at(-1);
  if (first === undefined || last === undefined) return NOTHING;
  const around_ = context ?? around(text, first.start, last.end);
  const lone = tokens.length === 1 && !honorific && !isKnown(first);
  // After a dropped opening word ("Hi Christin") the name itself does not open the sentence.
  const cue = lone ? loneWordCue(text, first, run.sentenceStart && first.start === run.start, around_) : 'cue';
  // Every label and title ends in a cue word, so a lone word without a cue carries no label either.
  if (cue === 'none') return NOTHING;
  // "Dr. Wells", "Mr. Holdings": one word after a title is a surname, whatever else it ends.
  const company = tokens.length > 1 && (LEXICON.orgSuffixes.has(last.key) || STREET_SUFFIXES.has(last.key));
  const before = around_.before();
  const labelled = !company && (honorific || endsWithPhrase(before, NAME_LABEL) || TITLES.has(nearest(before)));
  if (labelled) return { person: 4, place: 0, tokens, labelled };
  const words = tokens.length === 1 ? tokens : tokens.filter((token) => !isInitial(token) && !PARTICLES.has(token.key));
  const [personBase, placeBase, town] = lexicalScores(run, tokens, words, text);
  const lineAlone = tokens.length > 1 && aloneOnLine(text, first.start, last.end);
  const personPrior = personBase + (cue === 'opener' ? 1.75 : 0) + personBefore(words, before, lineAlone);
  // "due in March", "since May": a month word alone is the month, whatever towns share its name.
  const month = lone && MONTHS.has(first.key);
  const placePrior = month ? 0 : placeBase + placeBefore(tokens, before, town);
  // The words after the run add at most 1 to either score: read them only when that can matter.
  if (personPrior + 1 < 2 && placePrior + 1 < 2) return NOTHING;
  const following = around_.after();
  return {
    person: personPrior + personAfter(text, run, words, following, lineAlone),
    place: month ? 0 : placePrior + (startsWithPhrase(following, PLACE_AFTER) || regionAfterComma(following) ? 1 : 0),
    tokens,
    labelled,
  };
}
