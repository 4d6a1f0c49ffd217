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
const CLASS = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const char = String.fromCharCode(code);
  CLASS[code] = (/[A-Za-z0-9+/_-]/.test(char) ? BASE64_CHAR : 0) | (/[0-9a-fA-F]/.test(char) ? HEX_CHAR : 0);
}

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

function base64(blob: string): string | null {
  // A long word or identifier is not an encoding: real base64 mixes cases and digits.
  const classes = [/[a-z]/, /[A-Z]/, /[0-9+/=_-]/].filter((re) => re.test(blob)).length;
  if (classes < 3) return null;
  return Buffer.from(blob.replaceAll('-', '+').replaceAll('_', '/'), 'base64').toString('utf8');
}

function hex(blob: string): string | null {
  const digits = blob.replace(/[^0-9a-fA-F]/g, '');
  return digits.length % 2 === 0 ? Buffer.from(digits, 'hex').toString('utf8') : null;
}

/** Runs of base64 characters in [from, to): decoded as base64, and as hex when all hex. */
function runs(view: string, from: number, to: number, found: Decoded[]): void {
  let start = -1;
  let allHex = true;
  for (let i = from; i <= to; i++) {
    const code = i < to ? view.charCodeAt(i) : 0;
    const kind = code < 128 ? (CLASS[code] ?? 0) : 0;
    if (kind !== 0) {
      if (start < 0) {
        start = i;
        allHex = true;
      }
      allHex &&= (kind & HEX_CHAR) !== 0;
      continue;
    }
    if (start >= 0 && i - start >= MIN_BASE64 && i - start <= MAX_LENGTH) {
      let end = i;
      while (end < to && end - i < 2 && view.charCodeAt(end) === 0x3d) end++;
      const blob = view.slice(start, end);
      push(found, start, end, base64(blob));
      if (allHex) push(found, start, i, hex(blob));
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
  for (let start = 0; start < view.length && found.length < MAX_CANDIDATES;) {
    const space = view.indexOf(' ', start);
    const end = space < 0 ? view.length : space;
    if (end - start >= MIN_BASE64) runs(view, start, end, found);
    start = end + 1;
  }
  if (view.includes('\\x')) collect(view, HEX_ESCAPES, hex, found);
  if (view.includes('0000') || view.includes('1000')) collect(view, BINARY, binary, found);
  if (view.includes('%')) collect(view, PERCENT, percent, found, true);
  return found;
}

// Words that only make sense rotated by 13 ("gur" is "the", "vtaber" is "ignore").
const ROT13_MARKERS = [
  ' gur ',
  ' lbh ',
  ' naq ',
  'vtaber',
  'cerivbhf',
  'vafgehpgvbaf',
  'flfgrz',
  'cebzcg',
  'cnffjbeq',
  ' lbhe ',
];

/** The view rotated by 13 when it reads as rot13 English, else null. */
export function rot13Candidate(view: string): string | null {
  if (!view.includes('gur') && !view.includes('lbh')) return null;
  if (ROT13_MARKERS.filter((marker) => view.includes(marker)).length < 3) return null;
  return view.replace(/[a-z]/g, (char) => String.fromCharCode(((char.charCodeAt(0) - 97 + 13) % 26) + 97));
}
