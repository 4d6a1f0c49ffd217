import type { Detector, NormalizedText } from '../types.ts';
import { blockOrganizations } from './addresses/address-block.ts';
import { capitalTowns } from './addresses/capital-towns.ts';
import { type Span, toFindings } from './finding.ts';
import { labelledAddresses, labelledNames, labelledPostcodes } from './labelled-fields.ts';
import { lowercaseNamesAndPlaces } from './names/lowercase-lines.ts';
import { lowercaseNamesInMixedText } from './names/lowercase-names.ts';
import { knownPlace, townRank } from './names/name-words.ts';
import { propagateOrganizations } from './groups/organization.ts';
import { propagateNames } from './names/name-propagation.ts';
import { resolveOverlaps } from './overlaps.ts';
import { decideRuns } from './run-decisions.ts';
import { findStreetAddresses } from './addresses/street-address.ts';
import { tokenize } from './names/tokens.ts';
import { type TextScan, scanOf, scanText } from './text-scan.ts';

function isPlaceName(value: string): boolean {
  const tokens = tokenize(value, 0);
  return knownPlace(tokens) || townRank(tokens) > 0;
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
export function findPeopleAndPlaces(text: string, scan: TextScan = scanText(text)): Span[] {
  const runs = scan.runs();
  const streets = findStreetAddresses(text, scan, isPlaceName);
  const keywords = scan.keywords();
  const addresses = [
    ...streets,
    ...labelledAddresses(text, keywords.address, isPlaceName),
    ...labelledPostcodes(text, scan.lower(), keywords.postcode),
  ];
  const names = [
    ...labelledNames(text, keywords.name),
    ...lowercaseNamesAndPlaces(text),
    ...capitalTowns(text, scan.words()),
  ];
  const { spans, undecided } = decideRuns(text, scan);
  // A name inside a street address ("Joaquin Suarez 2906") is the street's.
  const outside =
    streets.length === 0
      ? spans
      : spans.filter((span) => !streets.some((street) => street.start <= span.start && street.end >= span.end));
  const places = propagateOrganizations(
    text,
    mergePlaces(resolveOverlaps([...addresses, ...names, ...outside]), text),
    runs,
  );
  const blocks = blockOrganizations(text, places);
  const resolved = blocks.length === 0 ? places : [...places, ...blocks].sort((a, b) => a.start - b.start);
  const propagated = [
    ...propagateNames(text, resolved, undecided, scan.words()),
    ...lowercaseNamesInMixedText(text, resolved),
  ];
  return propagated.length === 0 ? resolved : [...resolved, ...propagated].sort((a, b) => a.start - b.start);
}

export const personLocationDetector: Detector = {
  name: 'person-location',
  emits: [{ category: 'pii', types: ['PERSON', 'LOCATION', 'ORGANIZATION', 'NRP'] }],
  detect: (input: NormalizedText) => toFindings(input, findPeopleAndPlaces(input.text, scanOf(input))),
};
