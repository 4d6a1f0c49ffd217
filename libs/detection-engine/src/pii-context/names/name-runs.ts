import { CAP_RUN } from './capital-pattern.ts';
import { isLetterCode } from '../chars.ts';
import { MONTHS } from '../dates/date-patterns.ts';
import { KIND, LEXICON, NAME_KINDS } from '../lexicon.ts';
import { SHAPE, type Token, keyOf, tokenOf, tokenize } from './tokens.ts';

/** Runs of capitalised words, the candidates for person, place and organisation names. */

export interface Run {
  tokens: Token[];
  start: number;
  end: number;
  /** The run opens a sentence, a line or a labelled field, where capitals say nothing. */
  sentenceStart: boolean;
}

const UPPER_START = /^\p{Lu}/u;

/** Quote marks, brackets and bullets that may stand between a sentence's start and its first word. */
const OPENER_CODES: ReadonlySet<number> = new Set([...'"\'“‘([«*•-–—>¿¡_#'].map((char) => char.charCodeAt(0)));
const SENTENCE_END_CODES: ReadonlySet<number> = new Set([...'!?\n:;…|\t'].map((char) => char.charCodeAt(0)));
const ABBREVIATION =
  /^(?:\p{Lu}|mr|mrs|ms|mx|dr|prof|st|jr|sr|sra|srta|sig|dott|ssa|dhr|mevr|mw|mme|mlle|capt|sgt|lt|col|rev|insp)$/iu;

/** Whether only spaces and opening quotes stand between `index` and the start of a sentence or line. */
function opensSentence(text: string, index: number): boolean {
  let cursor = index - 1;
  while (cursor >= 0 && (text.charCodeAt(cursor) === 32 || OPENER_CODES.has(text.charCodeAt(cursor)))) cursor -= 1;
  if (cursor < 0) return true;
  const code = text.charCodeAt(cursor);
  if (code !== 46) return SENTENCE_END_CODES.has(code);
  // "Mr. Okafor", "J. Smith": a full stop after an abbreviation or an initial ends no sentence.
  let from = cursor;
  while (from > 0 && cursor - from < 4 && isLetterCode(text.charCodeAt(from - 1))) from -= 1;
  return !ABBREVIATION.test(text.slice(from, cursor));
}

/**
 * A single word that cannot be a name on its own: an ordinary word, an acronym, or a camel-case
 * product name ("ChatGPT").
 */
function isPlainWord(word: string, kind: number): boolean {
  if (word.length < 2 || word.endsWith('.')) return true;
  if ((kind & (NAME_KINDS | KIND.PLACE | KIND.NATIONALITY)) !== 0) return false;
  if ((kind & KIND.COMMON) !== 0) return true;
  // Short all-capital Latin words are acronyms (NASA, JSON); Greek and Cyrillic capitals are more often a place.
  if (word.length <= 5 && word === word.toUpperCase() && word.charCodeAt(0) < 0x370) return true;
  return /^[^']{2,}[a-z][A-Z]/.test(word) && !/^(?:Mc|Mac|De|Di|Le|La|Van|Von|O')/.test(word);
}

const TITLE_WORDS: ReadonlySet<string> = new Set(
  'mr mrs ms mx dr prof sir miss madam mme mlle herr frau sr sra srta sig dott dhr mevr'.split(' '),
);
/** Their first letters, lower case: a cheap test before the word is sliced out. */
const TITLE_INITIALS: ReadonlySet<number> = new Set([...TITLE_WORDS].map((word) => word.charCodeAt(0)));

/** "Mr. Bird", "Dr Wells": a courtesy title just before `start`, which makes even an ordinary word a name. */
function followsTitle(text: string, start: number): boolean {
  if (text.charCodeAt(start - 1) !== 32) return false;
  const end = text.charCodeAt(start - 2) === 46 ? start - 2 : start - 1;
  let from = end;
  while (from > 0 && end - from < 5 && isLetterCode(text.charCodeAt(from - 1))) from -= 1;
  if (!TITLE_INITIALS.has(text.charCodeAt(from) | 32)) return false;
  return (
    end - from >= 2 && !isLetterCode(text.charCodeAt(from - 1)) && TITLE_WORDS.has(text.slice(from, end).toLowerCase())
  );
}

/** The capitalised runs that may name someone or something, and where every capitalised word is. */
export interface Capitals {
  runs: Run[];
  /**
   * Start and end of each single capitalised word, kept or dropped as ordinary ("Please",
   * "SELECT"), and of the first word of each longer run, flat and in text order: what firm names
   * ("White, Willis and Hoffman") and dialogue labels ("Nicole:") are made of.
   */
  words: number[];
  /** Start and end of each capitalised month word ("May", "Jan."), flat and in text order. */
  calendar: number[];
}

/** A run's words, judged once per spelling; `plain` marks a single ordinary word. */
interface Template {
  tokens: readonly Token[];
  plain: boolean;
  /** The tokens that are month names. */
  calendar: readonly Token[];
}

const DROPPED: Template = { tokens: [], plain: true, calendar: [] };
const isCalendar = (key: string): boolean => MONTHS.has(key);

function templateOf(value: string): Template {
  if (value.includes(' ') || value.includes('\t')) {
    const tokens = tokenize(value, 0);
    return { tokens, plain: false, calendar: tokens.filter((token) => isCalendar(token.key)) };
  }
  const key = keyOf(value);
  const kind = LEXICON.kinds.get(key) ?? 0;
  // A single ordinary word is judged without working out its shape, as most runs are these.
  const calendar = isCalendar(key) ? [{ text: value, key, kind, shape: 0, start: 0, end: value.length }] : [];
  if (isPlainWord(value, kind)) return calendar.length === 0 ? DROPPED : { tokens: [], plain: true, calendar };
  return { tokens: [tokenOf(value, 0)], plain: false, calendar };
}

/** "Evans-Bonilla's Tânia Souza": a possessive inside a run ends one name and starts the next. */
function pushRuns(runs: Run[], tokens: Token[], sentenceStart: boolean): void {
  let from = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    if (index < tokens.length - 1 && ((tokens[index]?.shape ?? 0) & SHAPE.POSSESSIVE) === 0) continue;
    const part = from === 0 && index === tokens.length - 1 ? tokens : tokens.slice(from, index + 1);
    const first = part[0] as Token;
    const last = part.at(-1) as Token;
    runs.push({ tokens: part, start: first.start, end: last.end, sentenceStart: sentenceStart && from === 0 });
    from = index + 1;
  }
}

export function findCapitals(text: string): Capitals {
  const runs: Run[] = [];
  const words: number[] = [];
  const calendar: number[] = [];
  // Most runs are one ordinary word or a heading seen many times: each spelling is judged once.
  const templates = new Map<string, Template>();
  CAP_RUN.lastIndex = 0;
  for (let match = CAP_RUN.exec(text); match !== null; match = CAP_RUN.exec(text)) {
    const start = match.index;
    const value = match[0];
    // Ranges such as Latin Extended mix cases; the run must really open with a capital.
    if (value.charCodeAt(0) > 127 && !UPPER_START.test(value)) continue;
    let template = templates.get(value);
    if (template === undefined) {
      template = templateOf(value);
      templates.set(value, template);
    }
    for (const word of template.calendar) calendar.push(start + word.start, start + word.start + word.key.length);
    if (template.plain) {
      words.push(start, start + value.length);
      // "Mr. Bird": after a title even an ordinary word is a name.
      if (!followsTitle(text, start)) continue;
      template = { tokens: [tokenOf(value, 0)], plain: false, calendar: [] };
    } else {
      words.push(start, start + (template.tokens[0]?.text.length ?? 0));
    }
    const tokens: Token[] = template.tokens.map(({ text: word, key, kind, shape, start: offset, end }) => ({
      text: word,
      key,
      kind,
      shape,
      start: start + offset,
      end: start + end,
    }));
    pushRuns(runs, tokens, opensSentence(text, start));
  }
  return { runs, words, calendar };
}

export const findRuns = (text: string): Run[] => findCapitals(text).runs;
