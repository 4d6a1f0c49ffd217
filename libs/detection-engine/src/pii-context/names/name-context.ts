/** Phrase sets that say what the words around a capitalised run make of it. */

const phrases = (list: string): ReadonlySet<string> => new Set(list.split('|'));

/** The last word of each phrase in `sets`: the only words before a run that can complete one of them. */
const lastWords = (...sets: ReadonlyArray<ReadonlySet<string>>): ReadonlySet<string> =>
  new Set(sets.flatMap((set) => [...set].map((phrase) => phrase.split(' ').at(-1) ?? '')));

/** The first word of each phrase in `sets`. */
const firstWords = (...sets: ReadonlyArray<ReadonlySet<string>>): ReadonlySet<string> =>
  new Set(sets.flatMap((set) => [...set].map((phrase) => phrase.split(' ')[0] ?? '')));

/** Whether the words before the run end with one of `set`'s phrases. */
export function endsWithPhrase(before: readonly string[], set: ReadonlySet<string>): boolean {
  return before.some((phrase) => set.has(phrase));
}

/** Whether the words after the run start with one of `set`'s phrases. */
export function startsWithPhrase(after: readonly string[], set: ReadonlySet<string>): boolean {
  return after.some((phrase) => set.has(phrase));
}

/** The single word nearest the run on that side. */
export const nearest = (phrases: readonly string[]): string => phrases[0] ?? '';

/** "my name is", "name:", "called", "Dear": what follows is a name even when it is an ordinary word. */
export const NAME_LABEL = phrases(
  'name :|name is|user :|client :|customer :|patient :|name was|names are|surname :|surname is|first name is|last name is|full name is|maiden name is|nickname is|named|call me|known as|aka|dear|attn :|signed|sincerely ,|nom :|nombre :|vorname :|nachname :|ich bin|me llamo|mi chiamo|heiße|name ?',
);

/** Courtesy and professional titles written before a name, with or without their full stop. */
export const TITLES = phrases(
  'mr|mr.|mrs|mrs.|ms|ms.|miss|mx|dr|dr.|prof|prof.|sir|dame|lady|lord|madam|madame|mme|mlle|herr|frau|sr.|sra.|srta.|sr|sra|srta|señor|señora|sig.|sig.ra|signor|signora|dott.|dott.ssa|ing.|avv.|dhr.|mevr.|mw.|hr.|monsieur|capt.|sgt.|lt.|col.|rev.|fr.|hon.|sen.|rep.|gov.|det.|insp.|judge|officer|president|senator|governor|professor|doctor|captain|uncle|aunt|aunty|auntie',
);

/** Words before a name that mostly introduce people: speech verbs, kinship, greetings, credits. */
export const PERSON_BEFORE_STRONG = phrases(
  "i'm|this is|hi|hello|hey|thanks|thank you|says|said|asked|told|tell|ask|replied|named|called|call|met|meet|married|marry|congratulate|kid|son|daughter|wife|husband|partner|brother|sister|mother|father|mom|mum|dad|friend|colleague|boss|manager|assistant to|beneficiary|guardian|directed by|starring|written by|produced by|sung by|performed by|according to|speak to|speak with|talk to|spoke with|follow up with|by|producer|player|singer|songwriter|writer|author|actor|actress|director|artist|coach|founder|commenter|guitarist|drummer|rapper|novelist|poet|painter|journalist|reporter|minister|senator|ceo|chairman|chairwoman|spokesman|spokeswoman|spokesperson|given|gave|named him|named her|calls me|call me",
);

/**
 * Phrases before a name that leave little doubt: naming someone ("named her"), and crediting a
 * work to its maker ("a novel by", "Directed by:"), which a company rarely is.
 */
export const PERSON_BEFORE_SURE = phrases(
  'named him|named her|called him|called her|calls him|calls her|call him|call her|name him|name her|song by|songs by|novel by|novels by|book by|books by|poem by|poems by|play by|painting by|paintings by|essay by|story by|stories by|opera by|symphony by|sculpture by|photo by|photograph by|directed by|directed by :|written by :|composed by|composed by :|illustrated by|translated by|narrated by|painted by|photographed by',
);

/** Prepositions and conjunctions that often, but not mostly, precede a name. */
export const PERSON_BEFORE_WEAK = phrases('with|to|for|from|and|or|of|at|about|than|like|as|under|add');

/** Verbs after a name that mostly follow people. */
export const PERSON_AFTER_STRONG = phrases(
  ', who|said|says|told|asked|replied|wrote|explained|shouted|screamed|whispered|smiled|laughed|cried|lives|lived|works|worked|began|started|spent|joined|married|died|was born|is very|was very|is my|was my|had given|has given|is from|from|listed|sings|sang|speaks|spoke|thinks|thought|wants|wanted|knows|knew|loves|loved|flew|went|came|got|gave|took|made|met|owns|bought|sold|, can|, could|, would|, please|, thanks|, how|, what|, why',
);

/** After a name opening a sentence: speech and life verbs, and a comma before a request ("Anna, can you"). */
export const OPENER_CUES = phrases(
  ", can|, could|, would|, please|, thanks|, thank|, i|, i'm|, i've|, i'd|, you|, we|said|says|told|asked|replied|shouted|screamed|whispered|smiled|laughed|cried|lives|lived|married|died|was born|had given|has given|is from|is very|was very",
);

const OPENER_FIRST = firstWords(OPENER_CUES);

/** Whether the word right after `end` can start one of the OPENER_CUES: a cheap test before reading three words. */
export function mayOpenCue(text: string, end: number): boolean {
  const next = /^[ \t]*([,:]|[\p{L}'’]+)/u.exec(text.slice(end, end + 24))?.[1];
  return next !== undefined && OPENER_FIRST.has(next.toLowerCase());
}

/** Possessions after "'s" that belong to people. */
export const PERSON_POSSESSIONS = phrases(
  'kid|son|daughter|wife|husband|mother|father|address|phone|email|account|birthday|car|house|friend|family|boss|parents',
);

/** Words after a name that are common after people and things alike. */
export const PERSON_AFTER_WEAK = phrases(
  'is|was|were|are|has|had|will|would|can|could|and|version|concert|fan|novel|speak',
);

/** "work for", "joined": an organisation follows, not a person. */
export const ORG_BEFORE = phrases(
  'work for|works for|worked for|working for|employed by|employer|joined|company|firm|brand|at|is from',
);

/** Verbs that put a place after a preposition: "moved here from", "flew to", "based in". */
const PLACE_VERBS = phrases(
  "moved|move|moving|relocated|relocating|live|lives|lived|living|reside|resides|resided|residing|stay|staying|stayed|travel|travels|travelled|traveled|travelling|traveling|trip|journey|flew|fly|flying|flight|drove|drive|driving|headed|heading|based|located|born|raised|up|originally|arrived|arriving|returned|return|returning|vacation|holiday|holidays|welcome|i'm|am|we're|are|been|going|go|went|come|came|coming|is|was|were",
);
const PLACE_ADVERBS = phrases('here|there|back|over|out|down|up|just|recently|now|home');
const PLACE_PREPOSITIONS = phrases('from|to|in|into|at|near|around|across|outside|through');

/** Phrases that name the place right after them: "city of", "Where:", "visiting". */
const PLACE_BEFORE_PHRASES = phrases(
  'city of|town of|village of|state of|province of|county of|country of|streets of|capital of|suburbs of|outskirts of|university of|citizen of|native of|hometown|home town|home city|city|town|where :|city :|town :|country :|state :|region :|location :|place of birth|born in|visit|visiting|visited|explore|exploring|toured|touring|southern|northern|eastern|western|central',
);

/** Weak place prepositions: a known place name after them is a place. */
export const PLACE_BEFORE_WEAK = phrases(
  'in|from|to|at|near|around|across|into|toward|towards|via|outside|inside|throughout|of',
);

/** What follows a place: "X is a city", "X-based", "X airport". */
export const PLACE_AFTER = phrases(
  'city|town|village|county|province|state|region|area|district|airport|station|harbour|harbor|bridge|leader|government|police|residents|citizens|is a city|is the capital|-based',
);

/** "moved here from", "flew to", "city of", "Where:": a place follows. */
export function placeFollows(before: readonly string[]): boolean {
  if (endsWithPhrase(before, PLACE_BEFORE_PHRASES)) return true;
  const [last = '', two = '', three = ''] = before;
  if (!PLACE_PREPOSITIONS.has(last)) return false;
  const second = two.slice(0, two.length - last.length - 1);
  const third = three.slice(0, three.length - two.length - 1);
  return PLACE_VERBS.has(second) || (PLACE_ADVERBS.has(second) && PLACE_VERBS.has(third));
}

const GATE_BEFORE = lastWords(
  NAME_LABEL,
  TITLES,
  PERSON_BEFORE_SURE,
  PERSON_BEFORE_STRONG,
  PLACE_BEFORE_PHRASES,
  PLACE_PREPOSITIONS,
);

/** Roles a person is named with: "Anna Berg, the CEO", "Berg, a lawyer at Acme". */
const ROLES =
  'ceo|cto|cfo|coo|founder|co-founder|chairman|chairwoman|chair|president|vice-president|director|manager|head|spokesman|spokeswoman|spokesperson|writer|author|editor|journalist|reporter|lawyer|attorney|doctor|physician|surgeon|nurse|engineer|developer|designer|analyst|consultant|professor|lecturer|teacher|student|researcher|scientist|economist|minister|senator|governor|mayor|ambassador|secretary|treasurer|owner|singer|songwriter|actor|actress|artist|musician|composer|novelist|poet|painter|photographer|player|coach|chef|pilot|accountant|architect|pastor|priest|rabbi|imam|judge';

/**
 * "Godina, the technical writer,", "Berg, 42, said": a role or an age in apposition after the
 * name, with up to two words (an adjective, a field) before the role.
 */
const APPOSITION = new RegExp(
  `^,[ \\t]+(?:\\d{1,3},|(?:(?:the|a|an|our|their|its|his|her|my)[ \\t]+)?(?:[\\p{L}'’-]+[ \\t]+){0,2}?(?:${ROLES})(?![\\p{L}-]))`,
  'iu',
);

/** Whether a role or an age stands in apposition right after `end`. */
export const appositionAfter = (text: string, end: number): boolean =>
  text.charCodeAt(end) === 44 && APPOSITION.test(text.slice(end, end + 60));
const GATE_AFTER = firstWords(PERSON_AFTER_STRONG, PLACE_AFTER);

/**
 * Whether the word before or after a lone unknown word is one that could make it a name or a
 * place. Most capitalised words in running text have neither, and are dropped on this check alone.
 */
export const cueBefore = (word: string): boolean => GATE_BEFORE.has(word);

export function cueAfter(next: string): boolean {
  return GATE_AFTER.has(next) || next.startsWith("'s") || next === ':';
}

/** The first words of the phrases after a comma that follow people: "Anna, can you…", "Anna, thanks". */
const AFTER_COMMA = new Set(
  [...PERSON_AFTER_STRONG, ...OPENER_CUES].filter((phrase) => phrase.startsWith(', ')).map((phrase) => phrase.slice(2)),
);

/** Like `cueAfter`, but a comma counts only when one of those words follows it. */
export function cueAfterWord(text: string, end: number, next: string): boolean {
  if (next !== ',') return cueAfter(next);
  if (appositionAfter(text, end)) return true;
  return AFTER_COMMA.has(/^,[ \t]*([\p{L}']+)/u.exec(text.slice(end, end + 16).trimStart())?.[1]?.toLowerCase() ?? '');
}
