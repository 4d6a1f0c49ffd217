import { lowerCaseInPlace } from '../normalize/lower-case.ts';
import type { NormalizedText } from '../types.ts';
import { STREET_PREFIX_WORDS } from './addresses/address-words.ts';
import { dateStart } from './dates/date-patterns.ts';
import { type Capitals, type Run, findCapitals } from './names/name-runs.ts';

/**
 * Work that several detectors need on the same input, done once: the capitalised runs, and the
 * text in lower case for cheap keyword searches. Kept per input object, so nothing outlives it.
 */
export interface TextScan {
  readonly text: string;
  /** Whether the text view is the original text, character for character (then offsets need no mapping). */
  unchanged(): boolean;
  runs(): Run[];
  /** Start and end of every single capitalised word (and each run's first word), flat and in text order. */
  words(): number[];
  /** Start and end of every capitalised month word, flat and in text order. */
  calendar(): number[];
  /** The text in lower case, of the same length (a few characters lengthen when lower-cased: then each is kept). */
  lower(): string;
  /** Where the field labels that precede PII stand, found in one pass over the lower-cased text. */
  keywords(): Keywords;
  /** Where numbers start that may open a date, a time or a street address ("12 rue …"), in order. */
  numbers(): number[];
}

export function scanText(
  text: string,
  original: string = text,
  lowerCased: () => string = () => lowerCaseInPlace(text),
): TextScan {
  let capitals: Capitals | undefined;
  let unchanged: boolean | undefined;
  let keywords: Keywords | undefined;
  let numbers: number[] | undefined;
  let lower: string | undefined;
  const read = (): Capitals => (capitals ??= findCapitals(text));
  return {
    text,
    unchanged: () => (unchanged ??= text === original),
    runs: () => read().runs,
    words: () => read().words,
    calendar: () => read().calendar,
    lower: () => (lower ??= lowerCased()),
    numbers: () => (numbers ??= numbersOf(text)),
    keywords: () => (keywords ??= keywordsOf((lower ??= lowerCased()))),
  };
}

export interface Keywords {
  /** "address", "addr", "adresse", "anschrift". */
  address: number[];
  name: number[];
  /** "zip…", "post…": postcode labels. */
  postcode: number[];
  /** "box", and "apo", "fpo", "dpo" before a space: PO boxes and military mail. */
  box: number[];
}

/** After a number: a street word written in lower case ("12 rue de la Paix", "5 ul. Długa"). */
export const STREET_WORD_AFTER = `[a-z]?,?[ \\t]+(?:${[...STREET_PREFIX_WORDS].map((word) => word.replaceAll('.', '\\.')).join('|')})(?=[ \\t])`;
const NUMBER_START = dateStart(STREET_WORD_AFTER);

function numbersOf(text: string): number[] {
  const starts: number[] = [];
  NUMBER_START.lastIndex = 0;
  for (let match = NUMBER_START.exec(text); match !== null; match = NUMBER_START.exec(text)) {
    starts.push(match.index);
    // The next start may lie inside this candidate ("2021-05-20 14:30").
    NUMBER_START.lastIndex = match.index + 1;
  }
  return starts;
}

const KEYWORDS = /(a(?:d?dr|nschrift))|(name)|(zip|post)|(box|[adf]po )/g;

function keywordsOf(lower: string): Keywords {
  const found: Keywords = { address: [], name: [], postcode: [], box: [] };
  KEYWORDS.lastIndex = 0;
  for (let match = KEYWORDS.exec(lower); match !== null; match = KEYWORDS.exec(lower)) {
    const kind = match[1] ? 'address' : match[2] ? 'name' : match[3] ? 'postcode' : 'box';
    found[kind].push(match.index);
  }
  return found;
}

/** The scan of a detector input, shared by every detector that reads the same input. */
export function scanOf(input: NormalizedText): TextScan {
  const build = (): TextScan => scanText(input.text, input.original, () => input.lower ?? lowerCaseInPlace(input.text));
  return input.shared ? input.shared(scanOf, build) : build();
}
