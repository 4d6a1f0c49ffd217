import { isPublicValue } from '../values/public-values.ts';
import type { RawFinding } from '../rule-engine/rule-engine.ts';
import { looksGenerated, mixedCaseNoise, plausibleKey } from '../values/token-shape.ts';
import { QUALIFIED_VENDOR_NAMES } from './vendor-names.ts';
import { vendorKeyType, vendorShape } from './vendor-shapes.ts';

/** A vendor name found in the text, already checked to stand as a word where it must. */
export interface VendorMention {
  name: string;
  start: number;
  end: number;
}

// The key follows its vendor's name closely: `stripe_key = "…"`, `Cloudflare token: …`.
const GAP = 40;
const MIN_LENGTH = 16;
const MAX_LENGTH = 128;
// Longest run read as one candidate; a longer run is no key and is skipped whole.
const MAX_RUN = 400;

/**
 * The vendor-name rule: a token that starts at most GAP characters after a vendor's name and
 * looks generated (one alphabet, random, 16–128 characters, or one of the vendor's documented
 * shapes) is that vendor's key. A token glued to characters no key contains (`%`, `#`, `@`, …)
 * is a fragment of something else and is skipped.
 */
export function findVendorTokens(text: string, mentions: readonly VendorMention[]): RawFinding[] {
  const findings: RawFinding[] = [];
  // Runs already read are not read again, so dense mentions cost one pass over the text.
  let cursor = 0;
  for (const mention of mentions) {
    const limit = Math.min(text.length, mention.end + GAP);
    let at = Math.max(mention.end, cursor);
    while (at <= limit && at < text.length) {
      if (!isTokenChar(text.charCodeAt(at))) {
        at++;
        continue;
      }
      const runEnd = endOfRun(text, at);
      cursor = runEnd;
      const value = candidateIn(text, at, runEnd, at === mention.end);
      if (value && accepts(mention, value, text) && !namesIdentifier(text, mention.end, value.start)) {
        const shaped = vendorShape(mention.name) !== undefined;
        findings.push({
          type: vendorKeyType(mention.name),
          start: value.start,
          end: value.end,
          confidence: shaped ? 0.85 : 0.7,
          source: 'validator',
        });
      }
      at = runEnd;
    }
  }
  return findings;
}

// Words that say the value after a vendor's name is an identifier or a hash, not a key
// or some other setting (`app ID`, `client_id`, `commit`, `sha256`, `vault_name`, `host`).
const IDENTIFIER_WORDS =
  /\b(?:ids?|uuid|guid|commit|sha\d{0,3}|hash|digest|checksum|revision|names?|url|uri|host|hostname|domain|region|endpoint|path)\b/i;

function namesIdentifier(text: string, from: number, to: number): boolean {
  const between = text
    .slice(from, to)
    .replaceAll('_', ' ')
    .replaceAll(/([a-z])([A-Z])/g, '$1 $2');
  return IDENTIFIER_WORDS.test(between);
}

// `mockaroo token = '…'`: the vendor's name, the word for a credential and a quoted value. The
// text says what the value is, so a short key (8 characters and up) need not look generated.
const CREDENTIAL_BRIDGE = /^\s+(?:api\s+)?(?:token|key|secret)\s*[:=]\s*['"]$/i;
const NAMED_MIN_LENGTH = 8;
// What the text must call the value after a qualified vendor's name: `Acquia API key: …`,
// `nylas_secret = "…"`, `Egnyte access token is …`.
const CREDENTIAL_WORD =
  /^[\s_.-]{0,3}(?:(?:api|access|secret|auth|private|client|app)[\s_.-]?){0,2}(?:key|token|secret)s?(?![A-Za-z])/i;
const QUALIFIED: ReadonlySet<string> = new Set(QUALIFIED_VENDOR_NAMES);

function accepts(mention: VendorMention, candidate: { start: number; text: string }, text: string): boolean {
  const value = candidate.text;
  if (isPublicValue(value)) return false;
  const shape = vendorShape(mention.name);
  if (shape) return shape.test(value) && plausibleKey(value);
  if (QUALIFIED.has(mention.name) && !CREDENTIAL_WORD.test(text.slice(mention.end, candidate.start))) return false;
  if (value.length > MAX_LENGTH || value.length < NAMED_MIN_LENGTH) return false;
  if (value.length >= MIN_LENGTH && looksGenerated(value)) return true;
  // Read only for the values that need it: the words between the name and the value.
  const named = CREDENTIAL_BRIDGE.test(text.slice(mention.end, candidate.start));
  return named && (plausibleKey(value) || mixedCaseNoise(value, NAMED_MIN_LENGTH));
}

/**
 * The token inside a run of token characters, when the run is delimited the way values are
 * (quotes, spaces, `=`, `:`, brackets). In `name=value` (an assignment glued to the vendor's
 * name, a query string) only the value counts; a sentence's final dot is not part of it.
 */
function candidateIn(
  text: string,
  from: number,
  to: number,
  continuesName: boolean,
): { start: number; end: number; text: string } | undefined {
  if (to - from > MAX_RUN || !closesValue(text.charCodeAt(to))) return undefined;
  let start = from;
  // `123456:secret`: a numeric id and its secret are one credential (bot tokens, app keys).
  const id = numericIdBefore(text, from);
  if (id !== undefined) start = id;
  else if (!continuesName && !opensValue(text.charCodeAt(from - 1))) return undefined;
  let end = to;
  while (end > start && text[end - 1] === '.') end--;
  let padding = end;
  while (padding > start && text[padding - 1] === '=') padding--;
  let equals = padding - 1;
  while (equals >= start && text[equals] !== '=') equals--;
  // A quoted value cannot open with `=`: `'=abc…'` is a fragment (`:=abc` is an operator).
  if (equals === from && QUOTES.has(text.charCodeAt(from - 1))) return undefined;
  if (equals >= start) start = equals + 1;
  else if (continuesName) return undefined;
  if (DIGEST_LABEL.test(text.slice(Math.max(0, start - 8), start))) return undefined;
  return end > start ? { start, end, text: text.slice(start, end) } : undefined;
}

/** Where `digits:` right before `at` starts, when the digits themselves open a value. */
function numericIdBefore(text: string, at: number): number | undefined {
  if (text[at - 1] !== ':') return undefined;
  let start = at - 1;
  while (start > 0 && at - start <= 21 && isDigit(text.charCodeAt(start - 1))) start--;
  return start < at - 1 && opensValue(text.charCodeAt(start - 1)) ? start : undefined;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function endOfRun(text: string, from: number): number {
  let end = from;
  while (end < text.length && isTokenChar(text.charCodeAt(end))) end++;
  return end;
}

/** [A-Za-z0-9_\-+/=.~] */
function isTokenChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95 ||
    code === 45 ||
    code === 43 ||
    code === 47 ||
    code === 61 ||
    code === 46 ||
    code === 126
  );
}

// `sha256:<hex>` is a content digest (an image or file hash), not a key.
const DIGEST_LABEL = /(?:sha1|sha256|sha384|sha512|md5):$/i;

// Characters that may sit right before or after a value: whitespace, quotes, brackets,
// separators and the backslash of an escaped quote or newline.
const OPENERS = new Set([...' \t\r\n"\'`=:,;([{<>|\\'].map((char) => char.charCodeAt(0)));
const QUOTES = new Set([...'"\'`'].map((char) => char.charCodeAt(0)));
const CLOSERS = new Set([...' \t\r\n"\'`,;)]}<>|\\&'].map((char) => char.charCodeAt(0)));

function opensValue(code: number): boolean {
  return Number.isNaN(code) || OPENERS.has(code);
}

function closesValue(code: number): boolean {
  return Number.isNaN(code) || CLOSERS.has(code);
}
