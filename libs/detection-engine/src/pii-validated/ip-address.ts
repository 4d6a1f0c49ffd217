import type { Detector, NormalizedText } from '../types.ts';
import { readIpv4, readPrefix } from './ipv4.ts';
import { readIpv6 } from './ipv6.ts';
import { contextMatcher, isGlued, isWordChar, NO_WORD_BEFORE, toFindings, type Hit } from './shared.ts';

const ipContext = contextMatcher(['ip', 'ipv4', 'ipv6', 'ip address', 'host', 'server', 'gateway', 'subnet', 'client']);
/** Dotted numbers right after these words are releases or document sections, not hosts. */
const NOT_AN_ADDRESS = /(?:^|[^\p{L}])(?:v|ver|version|release|build|firmware|section|chapter|§)\.?\s*$/iu;

const IPV6_START = new RegExp(`(?<!:)${NO_WORD_BEFORE}(?:[0-9A-Fa-f]{1,4}:|::)`, 'gu');
const IPV4_CANDIDATE = new RegExp(`${NO_WORD_BEFORE}\\d{1,3}(?:\\.\\d{1,3}){3}`, 'gu');

function confidenceAt(text: string, start: number, end: number): number {
  if (NOT_AN_ADDRESS.test(text.slice(Math.max(0, start - 16), start))) return 0.3;
  return ipContext(text, start, end) ? 0.95 : 0.85;
}

/** An IPv6 address may not continue into a word, another group, or a dotted number. */
function ipv6Ends(text: string, end: number): boolean {
  const next = text[end];
  if (isWordChar(next) || (next === ':' && text[end - 1] === ':')) return false;
  if (next === '.' && /[0-9]/.test(text[end + 1] ?? '')) return false;
  // A trailing colon is punctuation only before a space or the end ("via fe80::1: timeout").
  return next !== ':' || text[end + 1] === undefined || /\s/.test(text[end + 1]!);
}

function findIpv6(text: string): Hit[] {
  const hits: Hit[] = [];
  let covered = 0;
  for (const match of text.matchAll(IPV6_START)) {
    if (match.index < covered) continue;
    const read = readIpv6(text, match.index);
    if (!read || !ipv6Ends(text, read.end)) continue;
    const { end, unspecified } = read;
    hits.push(
      unspecified
        ? { type: 'IP_ADDRESS', start: match.index, end, confidence: 0.1, source: 'regex' }
        : {
            type: 'IP_ADDRESS',
            start: match.index,
            end,
            confidence: confidenceAt(text, match.index, end),
            source: 'validator',
          },
    );
    covered = end;
  }
  return hits;
}

function findIpv4(text: string, taken: readonly Hit[]): Hit[] {
  const hits: Hit[] = [];
  for (const match of text.matchAll(IPV4_CANDIDATE)) {
    const start = match.index;
    const address = readIpv4(text, start);
    // Four octets inside a longer dotted run (1.2.3.4.5) are a version or an OID.
    if (address < 0 || isGlued(text, start, address, '.')) continue;
    const end = readPrefix(text, address, 32);
    if (end !== address && isWordChar(text[end])) continue;
    if (taken.some((hit) => hit.start <= start && hit.end >= end)) continue;
    hits.push({ type: 'IP_ADDRESS', start, end, confidence: confidenceAt(text, start, end), source: 'validator' });
  }
  return hits;
}

function findIpAddresses(input: NormalizedText) {
  const v6 = findIpv6(input.text);
  return toFindings(input, [...v6, ...findIpv4(input.text, v6)]);
}

export const ipAddressDetector: Detector = { name: 'pii-ip-address', category: 'pii', detect: findIpAddresses };
