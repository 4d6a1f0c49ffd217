import type { Detector, NormalizedText } from '../../types.ts';
import { startsFor } from '../scan/anchors.ts';
import { AFTER_COLON, type Candidates, candidatesOf, JOINERS } from '../scan/candidates.ts';
import { readIpv4, readPrefix } from './ipv4.ts';
import { readIpv6 } from './ipv6.ts';
import { contextMatcher, isGlued, isWordChar, NO_WORD_BEFORE, toFindings, type Hit } from '../scan/shared.ts';

const ipContext = contextMatcher(['ip', 'ipv4', 'ipv6', 'ip address', 'host', 'server', 'gateway', 'subnet', 'client']);
/** Dotted numbers right after these words are releases or document sections, not hosts. */
const NOT_AN_ADDRESS = /(?:^|[^\p{L}])(?:v|ver|version|release|build|firmware|section|chapter|§)\.?\s*$/iu;

const IPV6_START = new RegExp(`(?<!:)${NO_WORD_BEFORE}(?:[0-9A-Fa-f]{1,4}:|::)`, 'uy');
const IPV4_CANDIDATE = new RegExp(`\\d{1,3}(?:\\.\\d{1,3}){3}`, 'y');

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

const COLON = 58;
const COLON_CLASS = JOINERS.indexOf(':') + 1;
const isHexOrColon = (code: number): boolean =>
  code === COLON || (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);

/**
 * Where IPv6 addresses may start: every address holds a digit next to a colon, or is "::" alone,
 * so the stretches of hex digits and colons around such places are all that needs reading.
 */
function ipv6Stretches(candidates: Candidates): { start: number; end: number }[] {
  const { text, count, start, joint } = candidates;
  const stretches: { start: number; end: number }[] = [];
  const add = (at: number) => {
    const last = stretches.at(-1);
    if (last && at < last.end) return;
    let from = at;
    while (from > 0 && isHexOrColon(text.charCodeAt(from - 1))) from--;
    let to = at;
    while (to < text.length && isHexOrColon(text.charCodeAt(to))) to++;
    if (last && from <= last.end) last.end = to;
    else stretches.push({ start: from, end: to });
  };
  let colons = text.indexOf('::');
  for (let run = 0; run < count; run++) {
    const joined = joint[run]!;
    if ((joined & 7) !== COLON_CLASS && (joined & AFTER_COLON) === 0) continue;
    const from = start[run]!;
    while (colons >= 0 && colons < from) {
      add(colons);
      colons = text.indexOf('::', colons + 2);
    }
    add(from);
  }
  for (; colons >= 0; colons = text.indexOf('::', colons + 2)) add(colons);
  return stretches;
}

function findIpv6(candidates: Candidates): Hit[] {
  const { text } = candidates;
  const hits: Hit[] = [];
  let covered = 0;
  for (const stretch of ipv6Stretches(candidates)) {
    let pos = Math.max(stretch.start, covered);
    while (pos < stretch.end) {
      IPV6_START.lastIndex = pos;
      const match = IPV6_START.exec(text);
      if (!match) {
        pos++;
        continue;
      }
      pos += match[0].length;
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
      pos = Math.max(pos, end);
      covered = end;
    }
  }
  return hits;
}

/** An IPv4 address opens with a run of one to three digits and a dot. */
const FIRST_OCTET = [{ digits: [1, 3], then: '.' }] as const;

function findIpv4(candidates: Candidates, taken: readonly Hit[]): Hit[] {
  const { text } = candidates;
  const hits: Hit[] = [];
  for (const start of startsFor(candidates, FIRST_OCTET)) {
    if (isWordChar(text[start - 1])) continue;
    IPV4_CANDIDATE.lastIndex = start;
    if (!IPV4_CANDIDATE.test(text)) continue;
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
  const candidates = candidatesOf(input);
  const v6 = findIpv6(candidates);
  return toFindings(input, [...v6, ...findIpv4(candidates, v6)]);
}

export const ipAddressDetector: Detector = {
  name: 'pii-ip-address',
  emits: [{ category: 'pii', types: ['IP_ADDRESS'] }],
  detect: findIpAddresses,
};
