import { base64MayBeText, hexMayBeText } from './utf8-screen.ts';

/** A span of the scanned view that decodes to readable text. */
export interface Decoded {
  start: number;
  end: number;
  text: string;
}

// Decoding is bounded: a few candidates per encoding, each of bounded length.
const MAX_CANDIDATES = 16;
const MAX_LENGTH = 8192;
const MIN_BASE64 = 16;

const BASE64_CHAR = 1;
const HEX_CHAR = 2;
// Real base64 mixes lower case, upper case and the rest; a long word or identifier does not.
const LOWER = 4;
const UPPER = 8;
const OTHER = 16;
const CLASS = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const char = String.fromCharCode(code);
  CLASS[code] =
    (/[A-Za-z0-9+/_-]/.test(char) ? BASE64_CHAR : 0) |
    (/[0-9a-fA-F]/.test(char) ? HEX_CHAR : 0) |
    (/[a-z]/.test(char) ? LOWER : /[A-Z]/.test(char) ? UPPER : /[0-9+/=_-]/.test(char) ? OTHER : 0);
}
const ALL_CASES = LOWER | UPPER | OTHER;

const HEX_ESCAPES = /(?:\\x[0-9a-fA-F]{2}){6,2048}/g;
const BINARY = /(?:[01]{8}[ ,]?){4,1024}/g;
const PERCENT = /%[0-9a-fA-F]{2}(?:[^\s%]{0,64}%[0-9a-fA-F]{2}){2,1024}/g;

/** Mostly printable text with letters: what an instruction looks like. */
function readable(text: string): boolean {
  if (text.length < 6 || text.includes('\uFFFD') || !/[A-Za-z]{2,}/.test(text)) return false;
  let printable = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code >= 0x20 && code < 0x7f) || code === 0x0a || code === 0x0d || code === 0x09 || code >= 0xa0) printable++;
  }
  return printable / text.length >= 0.95;
}

function push(found: Decoded[], start: number, end: number, text: string | null): void {
  if (text !== null && found.length < MAX_CANDIDATES && readable(text)) found.push({ start, end, text });
}

function base64(blob: string): string {
  return Buffer.from(blob.replaceAll('-', '+').replaceAll('_', '/'), 'base64').toString('utf8');
}

function hex(blob: string): string | null {
  const digits = blob.replace(/[^0-9a-fA-F]/g, '');
  return digits.length % 2 === 0 ? Buffer.from(digits, 'hex').toString('utf8') : null;
}

/**
 * Runs of base64 characters in [from, to): decoded as base64, and as hex when all hex. Runs whose
 * bytes cannot be UTF-8 are passed over without decoding (utf8-screen.ts).
 */
function runs(view: string, from: number, to: number, found: Decoded[]): void {
  let start = -1;
  let kinds = 0;
  for (let i = from; i <= to; i++) {
    const code = i < to ? view.charCodeAt(i) : 0;
    const kind = code < 128 ? (CLASS[code] ?? 0) : 0;
    if (kind & BASE64_CHAR) {
      if (start < 0) {
        start = i;
        kinds = HEX_CHAR;
      }
      kinds = (kinds & (kind | ~HEX_CHAR)) | (kind & ALL_CASES);
      continue;
    }
    if (start >= 0 && i - start >= MIN_BASE64 && i - start <= MAX_LENGTH) {
      let end = i;
      while (end < to && end - i < 2 && view.charCodeAt(end) === 0x3d) end++;
      if (end > i) kinds |= OTHER;
      if ((kinds & ALL_CASES) === ALL_CASES && base64MayBeText(view, start, i)) {
        push(found, start, end, base64(view.slice(start, end)));
      }
      if (kinds & HEX_CHAR && (i - start) % 2 === 0 && hexMayBeText(view, start, i)) {
        push(found, start, i, hex(view.slice(start, end)));
      }
    }
    start = -1;
    if (found.length === MAX_CANDIDATES) return;
  }
}

function collect(
  view: string,
  pattern: RegExp,
  decode: (blob: string) => string | null,
  found: Decoded[],
  whole = false,
): void {
  for (const match of view.matchAll(pattern)) {
    if (found.length === MAX_CANDIDATES) return;
    let start = match.index;
    let end = start + match[0].trim().length;
    // Percent-encoding leaves plain characters unescaped: the blob is the whole token around the escapes.
    for (let n = 0; whole && n < 64 && start > 0 && !/\s/.test(view.charAt(start - 1)); n++) start--;
    for (let n = 0; whole && n < 64 && end < view.length && !/\s/.test(view.charAt(end)); n++) end++;
    if (end - start <= MAX_LENGTH) push(found, start, end, decode(view.slice(start, end)));
  }
}

function binary(blob: string): string {
  return Buffer.from((blob.match(/[01]{8}/g) ?? []).map((byte) => parseInt(byte, 2))).toString('utf8');
}

function percent(blob: string): string | null {
  try {
    return decodeURIComponent(blob.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/** Base64, hex (plain or \x-escaped), 8-bit binary and percent-encoded spans of a case-preserving view. */
export function decodeCandidates(view: string): Decoded[] {
  const found: Decoded[] = [];
  // Only space-separated tokens long enough to hold a candidate are read character by character.
  // A token starting at `start` is that long only if no space sits in its first MIN_BASE64
  // characters; looking for one from the far end usually skips many short tokens at once.
  for (let start = 0; start + MIN_BASE64 <= view.length && found.length < MAX_CANDIDATES;) {
    let space = start + MIN_BASE64 - 1;
    while (space >= start && view.charCodeAt(space) !== 0x20) space--;
    if (space >= start) {
      start = space + 1;
      continue;
    }
    const next = view.indexOf(' ', start + MIN_BASE64);
    const end = next < 0 ? view.length : next;
    runs(view, start, end, found);
    start = end + 1;
  }
  if (view.includes('\\x')) collect(view, HEX_ESCAPES, hex, found);
  if (view.includes('0000') || view.includes('1000')) collect(view, BINARY, binary, found);
  if (view.includes('%')) collect(view, PERCENT, percent, found, true);
  return found;
}

// Words that only make sense rotated by 13 ("gur" is "the", "vtaber" is "ignore"); the short
// ones count only as whole words between spaces.
const ROT13_WORDS = ['gur', 'lbh', 'naq', 'lbhe'];
const ROT13_STEMS = ['vtaber', 'cerivbhf', 'vafgehpgvbaf', 'flfgrz', 'cebzcg', 'cnffjbeq'];
const ROT13_MARKER = new RegExp(`(?<= )(?:${ROT13_WORDS.join('|')})(?= )|${ROT13_STEMS.join('|')}`, 'g');
const MIN_MARKERS = 3;

/** Whether at least MIN_MARKERS different rot13 markers occur, overlapping or not. */
function hasMarkers(view: string): boolean {
  const seen = new Set<string>();
  ROT13_MARKER.lastIndex = 0;
  for (let match = ROT13_MARKER.exec(view); match !== null; match = ROT13_MARKER.exec(view)) {
    seen.add(match[0]);
    if (seen.size === MIN_MARKERS) break;
    ROT13_MARKER.lastIndex = match.index + 1;
  }
  ROT13_MARKER.lastIndex = 0;
  return seen.size === MIN_MARKERS;
}

/** The view rotated by 13 when it reads as rot13 English, else null. */
export function rot13Candidate(view: string): string | null {
  if (!view.includes('gur') && !view.includes('lbh')) return null;
  if (!hasMarkers(view)) return null;
  return view.replace(/[a-z]/g, (char) => String.fromCharCode(((char.charCodeAt(0) - 97 + 13) % 26) + 97));
}
