import type { Detector, NormalizedText } from '../../types.ts';
import { type Span, toFindings } from '../finding.ts';
import { isWordCode } from '../chars.ts';
import { isBareDomain, isTldWord } from './tlds.ts';
import { type TextScan, scanOf, scanText } from '../text-scan.ts';

/** A URL from its scheme or "www." (sticky, applied where a cheap search found "://" or "www."). */
const WITH_SCHEME = /(?:https?|ftp):\/\/[^\s<>"'`]{1,2048}|www\.[^\s<>"'`]{1,2048}/iy;
const SCHEMES = ['https', 'http', 'ftp'];
/** Where a bare domain may be: a letter or digit, a dot, two letters. */
const DOT_ANCHOR = /[A-Za-z0-9]\.[A-Za-z]{2}/g;
/** A bare domain with an optional path, applied at the start of the host found around an anchor. */
const BARE =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,4}[a-z]{2,12}(?![\p{L}\p{N}_@(-])(?:\/[^\s<>"'`]{0,2048})?/iu;
const GLUED_BEFORE = /[\p{L}\p{N}@._/:-]/u;
const HOST = /^(?:(?:https?|ftp):\/\/)?(?:[^@/?#\s]{1,256}@)?([^/?#:\s]{1,253})/i;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/** Drops punctuation that ends the sentence rather than the URL; keeps a closing paren that has an opener. */
function trimEnd(value: string): string {
  let opens = value.split('(').length - 1;
  let closes = value.split(')').length - 1;
  let end = value.length;
  for (; end > 0; end -= 1) {
    const char = value[end - 1] ?? '';
    if (char === ')') {
      if (closes <= opens) break;
      closes -= 1;
    } else if (char === '(') {
      opens -= 1;
    } else if (!/[.,;:!?\]}*]/.test(char)) {
      break;
    }
  }
  return value.slice(0, end);
}

function hostLabels(url: string): string[] | undefined {
  const host = HOST.exec(url)?.[1];
  if (host === undefined) return undefined;
  const labels = host.split('.');
  return labels.every((label) => LABEL.test(label)) ? labels : undefined;
}

function hasTld(labels: readonly string[]): boolean {
  const tld = labels.at(-1) ?? '';
  return labels.length >= 2 && /^(?:\p{L}{2,24}|xn--[a-z0-9-]{1,59})$/iu.test(tld);
}

function isIpv4(labels: readonly string[]): boolean {
  return labels.length === 4 && labels.every((label) => /^\d{1,3}$/.test(label) && Number(label) <= 255);
}

/** Where URLs with a scheme or "www." start: found with two plain searches of the lower-cased text. */
function schemeStarts(text: string, lower: string): number[] {
  const starts: number[] = [];
  for (let at = lower.indexOf('://'); at !== -1; at = lower.indexOf('://', at + 3)) {
    const scheme = SCHEMES.find((name) => lower.startsWith(name, at - name.length));
    if (scheme !== undefined && !isWordCode(text.charCodeAt(at - scheme.length - 1))) starts.push(at - scheme.length);
  }
  for (let at = lower.indexOf('www.'); at !== -1; at = lower.indexOf('www.', at + 4)) {
    if (!isWordCode(text.charCodeAt(at - 1)) && text[at - 1] !== '/') starts.push(at);
  }
  return starts.sort((a, b) => a - b);
}

function schemeUrls(text: string, lower: string): Span[] {
  const spans: Span[] = [];
  let coveredTo = 0;
  for (const start of schemeStarts(text, lower)) {
    if (start < coveredTo) continue;
    WITH_SCHEME.lastIndex = start;
    const match = WITH_SCHEME.exec(text);
    if (match === null) continue;
    const value = trimEnd(match[0]);
    const labels = hostLabels(value);
    if (labels === undefined || !(hasTld(labels) || isIpv4(labels))) continue;
    if (labels[0]?.toLowerCase() === 'www' && labels.length < 3) continue;
    spans.push({ type: 'URL', start, end: start + value.length, confidence: 0.6, source: 'regex' });
    coveredTo = start + value.length;
  }
  return spans;
}

const isAlphanumericCode = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isHostCode = (code: number): boolean => isAlphanumericCode(code) || code === 46 || code === 45;

/**
 * Whether the labels from `index` (just after a dot) can end in a top-level domain: a cheap test,
 * on the text alone, that rules out "console.log" and "items.length" before any pattern runs.
 */
function mayEndInTld(text: string, index: number): boolean {
  let start = index;
  for (let labels = 0; labels < 4; labels += 1) {
    let end = start;
    while (end < text.length && end - start <= 63 && isAlphanumericCode(text.charCodeAt(end))) end += 1;
    if (text.charCodeAt(end) === 46 && isAlphanumericCode(text.charCodeAt(end + 1))) {
      start = end + 1;
      continue;
    }
    return end - start >= 2 && end - start <= 12 && isTldWord(text.slice(start, end));
  }
  return true;
}

/** Bare domains found around dot anchors, skipping any that start inside a URL with a scheme. */
function bareDomains(text: string, withScheme: readonly Span[]): Span[] {
  const spans: Span[] = [];
  let next = 0;
  let searchedTo = 0;
  for (const anchor of text.matchAll(DOT_ANCHOR)) {
    if (anchor.index < searchedTo || !mayEndInTld(text, anchor.index + 2)) continue;
    let start = anchor.index;
    while (start > 0 && anchor.index - start < 253 && isHostCode(text.charCodeAt(start - 1))) start -= 1;
    while (start < anchor.index && !isAlphanumericCode(text.charCodeAt(start))) start += 1;
    searchedTo = anchor.index + 2;
    while (next < withScheme.length && (withScheme[next]?.end ?? 0) <= start) next += 1;
    if (start >= (withScheme[next]?.start ?? Infinity) || GLUED_BEFORE.test(text[start - 1] ?? '')) continue;
    const match = BARE.exec(text.slice(start, start + 2400));
    if (match === null) continue;
    const value = trimEnd(match[0]);
    const labels = (value.split('/')[0] ?? '').split('.');
    searchedTo = start + value.length;
    // "ASP.NET" is a name and "it.It" a missing space after a full stop, not hosts.
    if (/[A-Z]/.test(labels.at(-1) ?? '') || !isBareDomain(labels)) continue;
    spans.push({ type: 'URL', start, end: start + value.length, confidence: 0.5, source: 'regex' });
  }
  return spans;
}

/** URLs with a scheme or `www.`, and bare domains that end in a well-known TLD. */
export function findUrls(text: string, scan: TextScan = scanText(text)): Span[] {
  if (!text.includes('.')) return [];
  const withScheme = schemeUrls(text, scan.lower());
  const bare = bareDomains(text, withScheme);
  return bare.length === 0 ? withScheme : [...withScheme, ...bare].sort((a, b) => a.start - b.start);
}

export const urlDetector: Detector = {
  name: 'url',
  emits: [{ category: 'pii', types: ['URL'] }],
  detect: (input: NormalizedText) => toFindings(input, findUrls(input.text, scanOf(input))),
};
