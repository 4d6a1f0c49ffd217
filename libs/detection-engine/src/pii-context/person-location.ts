import type { Detector, NormalizedText } from '../types.ts';
import { type Span, toFindings } from './finding.ts';
import { labelledAddresses, labelledNames } from './labelled-fields.ts';
import { LEXICON } from './lexicon.ts';
import { lowercaseNamesAndPlaces } from './lowercase-lines.ts';
import { type Evidence, weigh } from './name-evidence.ts';
import { knownPlace } from './name-words.ts';
import { propagateNames } from './name-propagation.ts';
import { type Run, findRuns, tokenize } from './name-runs.ts';
import { resolveOverlaps } from './overlaps.ts';
import { findStreetAddresses } from './street-address.ts';

/** "Smith, Jones and Brown": three surnames in a row name a firm unless a colon introduces them as a list. */
const FIRM_TAIL =
  /, [A-Z\u00C0-\u024F][A-Za-z\u00C0-\u024F'-]+,? (?:and|&) [A-Z\u00C0-\u024F][A-Za-z\u00C0-\u024F'-]+/g;

function firmRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(FIRM_TAIL)) {
    const head = /(?:^|[^\p{L}'-])(\p{Lu}[\p{L}'-]+)$/u.exec(text.slice(Math.max(0, match.index - 30), match.index));
    const first = head?.[1];
    if (
      first === undefined ||
      /:\s{0,3}$/.test(text.slice(Math.max(0, match.index - first.length - 4), match.index - first.length))
    )
      continue;
    const names = [first, ...match[0].slice(2).split(/,? (?:and|&) /)].map((name) => name.toLowerCase());
    if (names.some((name) => LEXICON.firstNames.has(name))) continue;
    ranges.push([match.index - first.length, match.index + match[0].length]);
  }
  return ranges;
}

/** Runs in a firm's name, or a name compromise lists as an organisation. Runs and firms both arrive in text order. */
function organizationFilter(text: string): (run: Run) => boolean {
  const firms = firmRanges(text);
  let next = 0;
  return (run) => {
    while (next < firms.length && (firms[next]?.[1] ?? 0) <= run.start) next += 1;
    const firm = firms[next];
    if (firm !== undefined && run.start >= firm[0] && run.end <= firm[1]) return true;
    // One-word organisations ("Coles", "Apple") are also surnames and places; only longer names are trusted.
    const head = run.tokens[0]?.key ?? '';
    return (
      run.tokens.length > 1 &&
      LEXICON.phraseHeads.has(head) &&
      LEXICON.organizations.has(run.tokens.map((token) => token.key).join(' '))
    );
  };
}

function isPlaceName(value: string): boolean {
  return knownPlace(tokenize(value, 0));
}

function spanOf(evidence: Evidence, type: 'PERSON' | 'LOCATION', confidence: number): Span {
  const start = evidence.tokens[0]?.start ?? 0;
  const last = evidence.tokens.at(-1);
  // "Anna's": the possessive ending is not part of the name.
  const end = last === undefined ? start : /['’]s$/.test(last.text) ? last.end - 2 : last.end;
  return { type, start, end, confidence, source: 'nlp' };
}

function personConfidence(evidence: Evidence): number {
  if (evidence.labelled || evidence.person >= 3) return 0.85;
  return evidence.person >= 2.5 ? 0.75 : 0.65;
}

/** Spans for the runs the rules decide, and the runs left undecided (for propagation). */
function decideRuns(text: string, runs: readonly Run[]): { spans: Span[]; undecided: Run[] } {
  const spans: Span[] = [];
  const undecided: Run[] = [];
  const isOrganization = organizationFilter(text);
  for (const run of runs) {
    if (isOrganization(run)) continue;
    const evidence = weigh(run, text);
    if (evidence.person >= 2 && evidence.person > evidence.place) {
      spans.push(spanOf(evidence, 'PERSON', personConfidence(evidence)));
    } else if (evidence.place >= 2) {
      spans.push(spanOf(evidence, 'LOCATION', evidence.place >= 3 ? 0.8 : 0.65));
    } else {
      undecided.push(run);
    }
  }
  return { spans, undecided };
}

/** Merges places written as "Paris, France" or "Springfield, IL" into one finding. */
function mergePlaces(spans: readonly Span[], text: string): Span[] {
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (
      last?.type === 'LOCATION' &&
      span.type === 'LOCATION' &&
      /^[\s,]{0,3}$/.test(text.slice(last.end, span.start))
    ) {
      merged[merged.length - 1] = {
        ...last,
        end: Math.max(last.end, span.end),
        confidence: Math.max(last.confidence, span.confidence),
      };
    } else {
      merged.push(span);
    }
  }
  return merged;
}

/** People's names and places (street addresses, cities, countries) from lexicon rules and context. */
export function findPeopleAndPlaces(text: string): Span[] {
  const addresses = [...findStreetAddresses(text, isPlaceName), ...labelledAddresses(text, isPlaceName)];
  const names = [...labelledNames(text), ...lowercaseNamesAndPlaces(text)];
  const { spans, undecided } = decideRuns(text, findRuns(text));
  const resolved = mergePlaces(resolveOverlaps([...addresses, ...names, ...spans]), text);
  const propagated = propagateNames(text, resolved, undecided);
  return propagated.length === 0 ? resolved : [...resolved, ...propagated].sort((a, b) => a.start - b.start);
}

export const personLocationDetector: Detector = {
  name: 'person-location',
  category: 'pii',
  detect: (input: NormalizedText) => toFindings(input, findPeopleAndPlaces(input.text)),
};
