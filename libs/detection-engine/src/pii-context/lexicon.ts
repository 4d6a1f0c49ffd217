import nlp from 'compromise';
import { NATIONALITY_WORDS } from './groups/nationality-words.ts';

/**
 * Word lists drawn once from compromise's own lexicon: its first and last names, its places, and
 * every word it knows as something else. Looking words up here is what keeps person and place
 * detection fast; compromise's tagger is far too slow to run over every prompt.
 */
export interface Lexicon {
  /** First names compromise knows only as names. */
  firstNames: ReadonlySet<string>;
  /** Names that are also ordinary words: Grace, Mark, June, Austin. */
  ambiguousNames: ReadonlySet<string>;
  lastNames: ReadonlySet<string>;
  /** Countries, regions and cities, multi-word ones included ("south africa"). */
  places: ReadonlySet<string>;
  /** Longest place name in words, to bound the multi-word lookup. */
  placeWords: number;
  /** First words of multi-word places and organisations ("south", "berkshire"): only runs opening with one need a multi-word lookup. */
  phraseHeads: ReadonlySet<string>;
  /** Words that end a place name: river, county, airport. */
  placeSuffixes: ReadonlySet<string>;
  /** Organisations compromise knows by name, multi-word ones included ("berkshire hathaway"). */
  organizations: ReadonlySet<string>;
  /** Words that end an organisation name: bank, university, orchestra. */
  orgSuffixes: ReadonlySet<string>;
  honorifics: ReadonlySet<string>;
  /** Nationalities, peoples, religions and political affiliations, singular and plural, lower case. */
  nationalities: ReadonlySet<string>;
  /** Every other word compromise knows: verbs, adjectives, nouns, determiners, months, days. */
  common: ReadonlySet<string>;
  /** Each word's kinds as `KIND` bits, so that one lookup answers every question about a word. */
  kinds: ReadonlyMap<string, number>;
}

/** Bits of `Lexicon.kinds`. */
export const KIND = { FIRST: 1, LAST: 2, AMBIGUOUS: 4, PLACE: 8, COMMON: 16, HONORIFIC: 32, NATIONALITY: 64 } as const;

/** A known first name, surname, or name that is also a word. */
export const NAME_KINDS = KIND.FIRST | KIND.LAST | KIND.AMBIGUOUS;

function kindsOf(sets: ReadonlyArray<[ReadonlySet<string>, number]>): Map<string, number> {
  const kinds = new Map<string, number>();
  for (const [set, bit] of sets) for (const word of set) kinds.set(word, (kinds.get(word) ?? 0) | bit);
  return kinds;
}

type Tags = string | string[];

interface CompromiseModel {
  one?: { lexicon?: Record<string, Tags> };
  two?: { switches?: Record<string, string>; orgWords?: Record<string, boolean>; placeWords?: Record<string, boolean> };
}

const NAME_TAGS = new Set(['FemaleName', 'MaleName', 'FirstName']);
const PLACE_TAGS = new Set(['Country', 'City', 'Region']);
const NEUTRAL_TAGS = new Set(['ProperNoun', 'Noun', 'Singular', 'Person', 'Place', 'Organization', 'SportsTeam']);

/** Courtesy titles compromise lacks, in the languages the gateway sees most. */
const EXTRA_HONORIFICS =
  'miss mx madam madame dame lord lady herr frau fräulein mme mlle monsieur señor señora sr sra srta sig dott signora'.split(
    ' ',
  );

/** Company suffixes beyond compromise's organisation words. */
const EXTRA_ORG = 'corporation gmbh ag sa sas srl spa bv nv oy ab as aps kg llp lp pty pvt co. & orchestra band'.split(
  ' ',
);

/** compromise demonyms that name a language or a country rather than a people. */
const NOT_DEMONYMS = new Set(['hindi', 'hindis', 'laos', 'philippines', 'philippine']);

/** Words that are capitalised in running text without naming anyone. */
const EXTRA_COMMON = `i i'm i've i'll i'd ok okay yes no hi hello hey dear thanks thank please sorry mr mrs ms dr prof
god lord jesus christ allah internet web email e-mail tv ai api url faq ceo cto cfo hr it pm am`.split(/\s+/);

function tagsOf(value: Tags): string[] {
  return Array.isArray(value) ? value : [value];
}

function loadModel(): Required<CompromiseModel> {
  const model = nlp.model() as CompromiseModel;
  if (model.one?.lexicon === undefined || model.two?.switches === undefined) {
    throw new Error('compromise model has no lexicon: unsupported compromise version');
  }
  return { one: model.one, two: model.two };
}

function buildLexicon(): Lexicon {
  const model = loadModel();
  const lexicon = model.one.lexicon ?? {};
  const switches = model.two.switches ?? {};
  const firstNames = new Set<string>();
  const ambiguousNames = new Set<string>();
  const lastNames = new Set<string>();
  const places = new Set<string>();
  const organizations = new Set<string>();
  const honorifics = new Set<string>(EXTRA_HONORIFICS);
  const common = new Set<string>(EXTRA_COMMON);
  const nationalities = new Set<string>(NATIONALITY_WORDS);
  for (const [word, value] of Object.entries(lexicon)) {
    const tags = tagsOf(value);
    if (tags.includes('Demonym') && !NOT_DEMONYMS.has(word)) nationalities.add(word);
    if (tags.some((tag) => NAME_TAGS.has(tag))) firstNames.add(word);
    else if (tags.includes('LastName')) lastNames.add(word);
    else if (tags.some((tag) => PLACE_TAGS.has(tag))) places.add(word);
    else if (tags.includes('Honorific') && !word.includes(' ')) honorifics.add(word);
    else if (tags.includes('Organization') || tags.includes('SportsTeam')) organizations.add(word);
    else if (!tags.every((tag) => NEUTRAL_TAGS.has(tag))) common.add(word);
  }
  for (const [word, kinds] of Object.entries(switches)) {
    // Words that switch between other parts of speech (Noun|Verb: "ask", "store") are ordinary words.
    if (!kinds.startsWith('Person|')) {
      if (!firstNames.has(word) && !lastNames.has(word) && !places.has(word)) common.add(word);
      continue;
    }
    firstNames.delete(word);
    ambiguousNames.add(word);
    if (kinds === 'Person|Place') places.add(word);
  }
  for (const word of ambiguousNames) common.delete(word);
  return {
    firstNames,
    ambiguousNames,
    lastNames,
    places,
    organizations,
    phraseHeads: new Set(
      [...places, ...organizations]
        .filter((phrase) => phrase.includes(' '))
        .map((phrase) => phrase.split(' ')[0] ?? ''),
    ),
    placeWords: Math.max(...[...places].map((place) => place.split(' ').length)),
    placeSuffixes: new Set(Object.keys(model.two.placeWords ?? {})),
    orgSuffixes: new Set([...Object.keys(model.two.orgWords ?? {}), ...EXTRA_ORG]),
    honorifics,
    nationalities,
    common,
    kinds: kindsOf([
      [firstNames, KIND.FIRST],
      [lastNames, KIND.LAST],
      [ambiguousNames, KIND.AMBIGUOUS],
      [places, KIND.PLACE],
      [common, KIND.COMMON],
      [honorifics, KIND.HONORIFIC],
      [nationalities, KIND.NATIONALITY],
    ]),
  };
}

/** Built once at start-up and never changed. */
export const LEXICON: Lexicon = buildLexicon();
