import type { Span } from '../finding.ts';
import { KIND, LEXICON } from '../lexicon.ts';
import { endsWithPhrase, startsWithPhrase } from '../names/name-context.ts';
import { type Around, around } from '../nearby-words.ts';
import type { Run } from '../names/name-runs.ts';
import type { Token } from '../names/tokens.ts';
import { isAllCaps, isPlain } from '../names/name-words.ts';
import { STREET_SUFFIXES } from '../addresses/address-words.ts';
import { legalFormEnd, lowerFormFollows } from './legal-forms.ts';

/**
 * Organisations: a run that ends in a company word ("Enervee Corporation", "Miller Ltd."), a name
 * compromise knows as an organisation, or a name in a position only organisations take ("works
 * for …", "… invested heavily", "… is a design agency").
 */

const phrases = (list: string): ReadonlySet<string> => new Set(list.split('|'));

/** Company words beyond compromise's organisation words and the legal forms in the lexicon. */
const EXTRA_SUFFIXES: ReadonlySet<string> = new Set(
  `technologies technology tech software solutions analytics labs lab networks ventures incorporated limited
  bioscience biosciences biotech therapeutics pharma studios records games digital global consultants advisors
  advisory insights dynamics robotics logistics telecom semiconductor aerospace automotive foods beverages
  brewing apparel bancorp trust equity finance sarl sàrl ltda lda kft zrt nyrt oyj asa pte bhd kgaa ohg sprl bvba eurl`.split(
    /\s+/,
  ),
);

export const isOrgSuffix = (key: string): boolean =>
  (LEXICON.orgSuffixes.has(key) || EXTRA_SUFFIXES.has(key)) && !STREET_SUFFIXES.has(key);

/** What comes just before an organisation's name: "works for", "employed by", "later became". */
const ORG_BEFORE = phrases(
  'work for|works for|worked for|working for|work at|works at|worked at|working at|employed by|employed at|employee of|employees of|intern at|interned at|internship at|job at|position at|joined|ceo of|cto of|cfo of|coo of|founder of|co-founder of|cofounder of|chairman of|shareholder of|shares of|stock of|acquired by|subsidiary of|later became|renamed|rebranded as|merged with|recorded for|signed to|signed with|according to the|customer of|client of|clients of',
);

/** What follows an organisation's name: its website, its staff, what companies do. */
const ORG_AFTER = phrases(
  'website|headquarters|office is|offices are|invested|acquired|announced|reported|hired|launched|raised|filed|employees|is the brainchild|is headquartered|was founded|is based',
);

/** What an organisation has, after its name with "'s": "Uber's website", "Acme's shareholders". */
const ORG_POSSESSIONS = phrases(
  'ceo|founder|founders|headquarters|website|employees|shares|stock|board|shareholders|products|customers|offices|subsidiary|brand',
);

/** "X is a design agency", "X is an American multinational investment bank": a company noun within a few words. */
const IS_A_COMPANY =
  /^[ \t]+(?:is|was)[ \t]+(?:a|an|the)[ \t]+(?:[\p{L}()0-9-]+[ \t]+){0,3}?(?:company|firm|startup|start-up|agency|bank|brand|retailer|manufacturer|non-?profit|charity|corporation|conglomerate|multinational|organi[sz]ation|501\(c\)\(?3\)?|publisher|label|consultancy|provider|vendor|insurer|airline|chain|business|enterprise)\b/iu;

/** After "at" and a name: a role there, its town, or its street address. */
const VENUE_AFTER = /^(?:[ \t]+as[ \t]+(?:a|an|the)[ \t]|[ \t]+in[ \t]+\p{Lu}|,[ \t]*\d)/u;

const ORG_GATE_BEFORE = new Set([...ORG_BEFORE].map((phrase) => phrase.split(' ').at(-1) ?? ''));
const ORG_GATE_AFTER = new Set([...ORG_AFTER, ...ORG_POSSESSIONS].map((phrase) => phrase.split(' ')[0] ?? ''));

export const org = (start: number, end: number, confidence: number): Span => ({
  type: 'ORGANIZATION',
  start,
  end,
  confidence,
  source: 'nlp',
});

const keyOf = (tokens: readonly Token[]): string => tokens.map((token) => token.key).join(' ');

/** A name of several words compromise lists as an organisation; one word alone ("Apple", "Ford") needs context. */
const knownOrganization = (tokens: readonly Token[]): boolean =>
  tokens.length > 1 && LEXICON.phraseHeads.has(tokens[0]?.key ?? '') && LEXICON.organizations.has(keyOf(tokens));

/** Looks like a person's name: a known first name opening it. */
const personLike = (tokens: readonly Token[]): boolean => ((tokens[0]?.kind ?? 0) & KIND.FIRST) !== 0;

function spanOf(tokens: readonly Token[], confidence: number): Span | undefined {
  const first = tokens[0];
  const last = tokens.at(-1);
  if (first === undefined || last === undefined) return undefined;
  const end = /['’]s$/.test(last.text) ? last.end - 2 : last.end;
  return org(first.start, end, confidence);
}

/** Words opening a run that are not part of a name after them: "The", "Our", "I". */
const OPENERS: ReadonlySet<string> = new Set(
  'the a an our my your his her their its this that these those i we you they'.split(' '),
);

const IS_AFTER = /^[ \t]+(?:is|was)[ \t]/;

/** Whether the words around a name (`end` is where it ends) can make it an organisation: a cheap test before the phrases are read. */
export function mayNameOrganization(text: string, end: number, before: string, after: string): boolean {
  return (
    ORG_GATE_BEFORE.has(before) ||
    ORG_GATE_AFTER.has(after) ||
    IS_AFTER.test(text.slice(end, end + 6)) ||
    lowerFormFollows(text, end, after)
  );
}

/** The organisation a run names, if the run or its context says so; `context` is read around the run's words. */
export function organizationOf(text: string, run: Run, context?: Around): Span | undefined {
  let from = 0;
  while (from < run.tokens.length - 1 && OPENERS.has(run.tokens[from]?.key ?? '')) from += 1;
  const tokens = from === 0 ? run.tokens : run.tokens.slice(from);
  const last = tokens.at(-1);
  // A company word alone ("Orchestra") names no company.
  if (last === undefined || (tokens.length === 1 && isOrgSuffix(last.key))) return undefined;
  // "Enervee Corporation", not a shouted "DON'T KNOW WHAT TO PRESS".
  const name = tokens.slice(0, -1);
  const shouted = tokens.every(isAllCaps) && name.some(isPlain);
  const formEnd = shouted ? undefined : legalFormEnd(text, tokens, run.end);
  if (formEnd !== undefined) return org(tokens[0]?.start ?? run.start, formEnd, 0.8);
  if (isOrgSuffix(last.key) && name.length > 0 && !shouted) return spanOf(tokens, 0.8);
  if (knownOrganization(tokens)) return spanOf(tokens, 0.75);
  const first = tokens[0] as Token;
  const words = context ?? around(text, first.start, run.end);
  if (!mayNameOrganization(text, run.end, words.wordBefore(), words.wordAfter())) return undefined;
  if (personLike(tokens) || tokens.every((token) => (token.kind & KIND.PLACE) !== 0)) return undefined;
  // "a year at Datamarket as the assistant", "meet at Recargo, 731 Seneca Place": a workplace or a venue.
  if (words.wordBefore() === 'at' && VENUE_AFTER.test(text.slice(run.end, run.end + 24))) return spanOf(tokens, 0.6);
  const possessive = /['’]s$/.test(last.text);
  if (
    endsWithPhrase(words.before(), ORG_BEFORE) ||
    startsWithPhrase(words.after(), possessive ? ORG_POSSESSIONS : ORG_AFTER)
  )
    return spanOf(tokens, 0.7);
  return IS_A_COMPANY.test(text.slice(run.end, run.end + 80)) ? spanOf(tokens, 0.7) : undefined;
}

/** A list joiner after an item ("A, B", "A and B", "A & B"). */
const JOINER_AFTER = /^(?:,? and |,? & |, )/;
const JOINER_BEFORE = /(?:,? and |,? & |, )$/;

/** A found name that list neighbours of an organisation may take over: a guess, not a known first name. */
function yields(span: Span, run: Run): boolean {
  if (span.type !== 'PERSON') return false;
  return span.confidence < 0.85 && ((run.tokens[0]?.kind ?? 0) & KIND.FIRST) === 0;
}

/**
 * "Bekins, Enervee Corporation and Civic Insight": the neighbours of an organisation in a list are
 * organisations. `spans` sorted by start; returns them with the neighbours added or retyped.
 */
export function propagateOrganizations(text: string, spans: readonly Span[], runs: readonly Run[]): Span[] {
  if (!spans.some((span) => span.type === 'ORGANIZATION')) return [...spans];
  const byStart = new Map(runs.map((run) => [run.start, run]));
  const byEnd = new Map(runs.map((run) => [/['’]s$/.test(run.tokens.at(-1)?.text ?? '') ? run.end - 2 : run.end, run]));
  const result = [...spans];
  const spanAt = new Map(result.map((span, index) => [span.start, index]));
  const covered = (run: Run): boolean => result.some((span) => span.start < run.end && span.end > run.start);
  let frontier = result.filter((span) => span.type === 'ORGANIZATION');
  for (let hop = 0; hop < 8 && frontier.length > 0; hop += 1) {
    const next: Span[] = [];
    for (const span of frontier) {
      const after = JOINER_AFTER.exec(text.slice(span.end, span.end + 6))?.[0];
      const before = JOINER_BEFORE.exec(text.slice(Math.max(0, span.start - 6), span.start))?.[0];
      const neighbours = [
        after === undefined ? undefined : byStart.get(span.end + after.length),
        before === undefined ? undefined : byEnd.get(span.start - before.length),
      ];
      for (const run of neighbours) {
        if (run === undefined) continue;
        const index = spanAt.get(run.start);
        const existing = index === undefined ? undefined : result[index];
        if (existing !== undefined && index !== undefined && yields(existing, run)) {
          const retyped: Span = { ...existing, type: 'ORGANIZATION', confidence: 0.65 };
          result[index] = retyped;
          next.push(retyped);
        } else if (existing === undefined && !covered(run)) {
          const added = spanOf(run.tokens, 0.65);
          if (added === undefined) continue;
          spanAt.set(added.start, result.length);
          result.push(added);
          next.push(added);
        }
      }
    }
    frontier = next;
  }
  return result.sort((a, b) => a.start - b.start);
}
