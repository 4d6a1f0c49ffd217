import type { Detector, NormalizedText } from '../types.ts';
import { luhn } from './checksums.ts';
import { contextMatcher, isRepeated, isSequence, isWordChar, toFindings, type Hit } from './shared.ts';

interface IinRange {
  from: string;
  to: string;
  lengths: readonly number[];
}

const range = (from: string, to: string, min: number, max = min): IinRange => ({
  from,
  to,
  lengths: Array.from({ length: max - min + 1 }, (_, i) => min + i),
});

/** Issuer identification number ranges and lengths of the networks in use (ISO/IEC 7812 registrations). */
const IIN_RANGES: readonly IinRange[] = [
  { from: '4', to: '4', lengths: [13, 16, 19] }, // Visa
  range('51', '55', 16), // Mastercard
  range('2221', '2720', 16), // Mastercard 2-series
  range('34', '34', 15), // American Express
  range('37', '37', 15),
  range('6011', '6011', 16, 19), // Discover
  range('644', '649', 16, 19),
  range('65', '65', 16, 19),
  range('622126', '622925', 16, 19),
  range('3528', '3589', 16, 19), // JCB
  range('1800', '1800', 15), // JCB, 15-digit legacy
  range('2131', '2131', 15),
  range('300', '305', 14, 19), // Diners Club
  range('3095', '3095', 14, 19),
  range('36', '36', 14, 19),
  range('38', '39', 14, 19),
  range('62', '62', 16, 19), // UnionPay
  range('50', '50', 12, 19), // Maestro (5018, 5020, 5038 …) and Dankort 5019
  range('56', '69', 12, 19), // Maestro international
  range('2200', '2204', 16, 19), // Mir
  range('1', '1', 15), // UATP
];

function hasKnownIin(digits: string): boolean {
  return IIN_RANGES.some((r) => {
    const prefix = digits.slice(0, r.from.length);
    return r.lengths.includes(digits.length) && prefix >= r.from && prefix <= r.to;
  });
}

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

interface Group {
  start: number;
  end: number;
  separator: string;
}

/**
 * Runs of at least twelve digits joined by single spaces or dashes ("4012 8888 8888 1881"), as
 * groups. A run glued to letters continues another token ("RS35 2600 0560 …" is an IBAN, not a
 * card after "RS35"), so it is skipped whole.
 */
function digitRuns(text: string): Group[][] {
  const runs: Group[][] = [];
  for (const match of text.matchAll(/\d(?:[ -]?\d){11,1000}/g)) {
    const groups: Group[] = [];
    const runEnd = match.index + match[0].length;
    let groupStart = match.index;
    for (let pos = match.index; pos <= runEnd; pos++) {
      if (pos < runEnd && text[pos] !== ' ' && text[pos] !== '-') continue;
      groups.push({ start: groupStart, end: pos, separator: text[groupStart - 1] ?? '' });
      groupStart = pos + 1;
    }
    if (!isWordChar(text[match.index - 1]) && !isWordChar(text[runEnd])) runs.push(groups);
  }
  return runs;
}

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
    const digits = text.slice(start, end).replace(/[ -]/g, '');
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
  for (const groups of digitRuns(text)) {
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

export const creditCardDetector: Detector = { name: 'pii-credit-card', category: 'pii', detect: findCards };
