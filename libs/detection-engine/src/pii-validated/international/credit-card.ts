import type { Detector, NormalizedText } from '../../types.ts';
import { digitGroups, type Group } from './card-groups.ts';
import { candidatesOf } from '../scan/candidates.ts';
import { hasKnownIin } from './card-networks.ts';
import { luhn } from '../scan/checksums.ts';
import { contextMatcher, digitsOf, isRepeated, isSequence, toFindings, type Hit } from '../scan/shared.ts';

/** A payment card number (digits only): a network's IIN range and length, Luhn, and not a dummy run. */
export function isValidCreditCard(digits: string): boolean {
  return (
    /^\d{12,19}$/.test(digits) && !isRepeated(digits) && !isSequence(digits) && luhn(digits) && hasKnownIin(digits)
  );
}

const cardContext = contextMatcher([
  'credit',
  'debit',
  'cards?',
  'visa',
  'master ?card',
  'amex',
  'american express',
  'discover',
  'jcb',
  'diners',
  'maestro',
  'unionpay',
  'cc',
  'pan',
  'payment',
  'charge',
  'kreditkarte',
  'carte',
  'tarjeta',
]);

const size = (group: Group): number => group.end - group.start;

/**
 * The last groups that may close a card starting at `first`, longest first: a single block of
 * 12–19 digits, or a block of four followed by blocks of three to six with one separator.
 */
function candidateEnds(groups: readonly Group[], first: number): number[] {
  const head = groups[first]!;
  if (size(head) !== 4) return size(head) >= 12 && size(head) <= 19 ? [first] : [];
  const ends: number[] = [];
  let digits = 4;
  for (let last = first + 1; last < groups.length; last++) {
    const group = groups[last]!;
    digits += size(group);
    if (size(group) < 3 || size(group) > 6 || group.separator !== groups[first + 1]!.separator || digits > 19) break;
    if (digits >= 12) ends.unshift(last);
  }
  return ends;
}

/**
 * The longest window of groups from `first` that is a valid card. A Luhn-valid number outside the
 * known IIN ranges counts only when card words are near it (a new network, a private-label card).
 */
function longestCard(
  text: string,
  groups: readonly Group[],
  first: number,
): { last: number; network: boolean } | undefined {
  for (const last of candidateEnds(groups, first)) {
    const start = groups[first]!.start;
    const end = groups[last]!.end;
    const digits = digitsOf(text.slice(start, end));
    if (isValidCreditCard(digits)) return { last, network: true };
    if (luhn(digits) && !isRepeated(digits) && !isSequence(digits) && cardContext(text, start, end))
      return { last, network: false };
  }
  return undefined;
}

/**
 * A card starts where its run starts, right after another card, or as one self-contained block:
 * never on a block in the middle of a longer grouped number, where any window of 12–19 digits
 * would pass Luhn one time in ten.
 */
function mayStart(groups: readonly Group[], index: number, previousEnd: number): boolean {
  const group = groups[index]!;
  return index === 0 || index === previousEnd + 1 || size(group) >= 12;
}

function findCards(input: NormalizedText) {
  const { text } = input;
  const hits: Hit[] = [];
  for (const groups of digitGroups(candidatesOf(input))) {
    let previousEnd = -1;
    for (let i = 0; i < groups.length; i++) {
      const match = mayStart(groups, i, previousEnd) ? longestCard(text, groups, i) : undefined;
      if (!match) continue;
      const start = groups[i]!.start;
      const end = groups[match.last]!.end;
      const confidence = match.network ? (cardContext(text, start, end) ? 1 : 0.9) : 0.6;
      hits.push({ type: 'CREDIT_CARD', start, end, confidence, source: 'validator' });
      previousEnd = match.last;
      i = match.last;
    }
  }
  return toFindings(input, hits);
}

export const creditCardDetector: Detector = {
  name: 'pii-credit-card',
  emits: [{ category: 'pii', types: ['CREDIT_CARD'] }],
  detect: findCards,
};
