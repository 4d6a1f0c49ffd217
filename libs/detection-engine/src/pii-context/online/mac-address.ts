import type { Detector, NormalizedText } from '../../types.ts';
import { type Span, before, toFindings } from '../finding.ts';

/** Where a MAC may be: a separator, two hex digits, a separator; or a dotted group of four. */
const ANCHOR = /[:-][0-9A-Fa-f]{2}[:-]|\.[0-9A-Fa-f]{4}\./g;
/** Six octets with one separator used throughout, or the Cisco form of three dotted quads. */
const MAC = /[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}/g;

/** Slices of text around the anchors, merged where they overlap; the full pattern runs only there. */
function windows(text: string): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const anchor of text.matchAll(ANCHOR)) {
    const [from, to] = [Math.max(0, anchor.index - 16), anchor.index + 20];
    const last = merged.at(-1);
    if (last !== undefined && from <= last[1]) last[1] = to;
    else merged.push([from, to]);
  }
  return merged;
}
const HEX_OR_JOINER = /[0-9A-Za-z:._-]/;
const HEX = /[0-9A-Fa-f]/;
const CONTEXT = /\b(?:mac|hardware|physical|ethernet|wi-?fi|wlan|bssid|nic)\b/;

function digitsOnly(value: string): string {
  return value.replace(/[^0-9A-Fa-f]/g, '').toLowerCase();
}

/** MAC addresses; the all-zero and broadcast addresses identify nobody and are skipped. */
export function findMacAddresses(text: string): Span[] {
  const spans: Span[] = [];
  for (const [from, to] of windows(text)) {
    for (const match of text.slice(from, to).matchAll(MAC)) {
      const span = macAt(text, from + match.index, match);
      if (span !== undefined && span.start >= (spans.at(-1)?.end ?? 0)) spans.push(span);
    }
  }
  return spans;
}

/** The MAC matched at `start`, unless it is part of something longer or identifies nobody. */
function macAt(text: string, start: number, match: RegExpMatchArray): Span | undefined {
  const end = start + match[0].length;
  const prev = text[start - 1] ?? '';
  const next = text[end] ?? '';
  // Part of a longer hex run, an IPv6 address or a dotted identifier.
  if (HEX_OR_JOINER.test(prev) && prev !== '.') return undefined;
  if (/[0-9A-Za-z_]/.test(next) || (/[:.-]/.test(next) && HEX.test(text[end + 1] ?? ''))) return undefined;
  const octets = digitsOnly(match[0]);
  if (/^0+$/.test(octets) || /^f+$/.test(octets)) return undefined;
  const cisco = match[1] === undefined;
  const context = CONTEXT.test(before(text, start, 40));
  // Three dotted groups of digits are more often a phone or a version than a MAC.
  if (cisco && !/[a-f]/i.test(match[0]) && !context) return undefined;
  return { type: 'MAC_ADDRESS', start, end, confidence: cisco && !context ? 0.6 : 0.8, source: 'regex' };
}

export const macAddressDetector: Detector = {
  name: 'mac-address',
  emits: [{ category: 'pii', types: ['MAC_ADDRESS'] }],
  detect: (input: NormalizedText) => toFindings(input, findMacAddresses(input.text)),
};
