import { readAssignment, type Assignment } from './assignment.ts';
import { charsetOf, entropyThreshold, shannonEntropy } from './entropy.ts';
import type { KeywordHit } from './keyword-index.ts';
import { isPlaceholder, isRepetitive } from './placeholders.ts';
import { isEdited, isTimeUuid, isTyped, isWordy, looksGenerated, mixedCaseNoise } from './token-shape.ts';
import type { RawFinding } from './rule-engine.ts';

/** Stems that make an identifier name a secret; the keyword pass finds them. */
export const GENERIC_KEYWORDS: readonly string[] = [
  'key',
  'secret',
  'token',
  'pass',
  'pwd',
  'auth',
  'cred',
  'signature',
  'salt',
  'cookie',
];

const PASSWORD_WORD = /^(?:pass|password|passwd|passphrase|pwd|pword|passw)$/;
const SECRET_WORD =
  /^(?:secret|secrets|token|tokens|apikey|credential|credentials|creds|cred|auth|authorization|oauth|signature|salt|cookie|privatekey|secretkey|accesskey|authkey|apitoken|authtoken|accesstoken|refreshtoken|clientsecret|bearer)$/;
// `key` alone is any dictionary key; it names a secret next to one of these words.
const KEY_QUALIFIER =
  /^(?:api|access|secret|private|auth|client|app|master|signing|sign|encryption|encrypt|license|licence|service|account|consumer|subscription|bot|webhook|admin|session|shared|integration|developer|dev|partner|merchant|write|read|ingest|server|sdk|project|personal|user|hmac|jwt|cipher|crypto|aes|db|database|storage|live|prod|production|rest|secure)$/;
// Identifiers about keys that are public by design or not credentials at all.
const NON_SECRET_WORD =
  /^(?:non|nonmatching|public|pub|publishable|primary|foreign|unique|sort|partition|cache|idempotency|lookup|map|dict|hash|object|bucket|schema|event|down|up|press|pressed|pair|csrf|xsrf|next|page|pagination|continuation|cancellation|cancel|sync|nonmatching|invalid|lexer|parser|syntax|max|min|num|number|first|last)$/;
// Stems that end a one-word lower-case name of a secret (mypassword, githubtoken, dbsecret).
const PASSWORD_STEM = /(?:passw(?:or)?d|pass|pwd|passphrase)\d*$/;
const SECRET_STEM = /(?:secrete?|token|apikey|api_key|credential)s?\d*$/;
// The last word says the identifier holds metadata about a secret, not the secret.
const METADATA_WORD =
  /^(?:id|ids|name|names|type|types|url|uri|urls|path|paths|file|files|dir|length|len|size|count|format|field|fields|hint|label|prefix|suffix|version|expiry|expires|expiration|expired|timeout|ttl|policy|header|headers|param|params|ref|enabled|enable|required|endpoint|host|port|user|username|email|provider|algorithm|alg|mode|method|scope|scopes|kind|store|manager|class|service|location|index|idx|limit|min|max|hash|hashed|regex|pattern|placeholder|visible|valid|error|errors|message|text|input|button|form|page|reset|forgot|confirm|strength|policy|rotation|storage|source|template|example|sample|test|mock|fake|dummy|default|length)$/;

// Session and OAuth tokens with signed payloads run to several hundred characters.
const MAX_TOKEN = 1000;
const WORD_SPLIT = /[_.\-\s]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;
// Field names, demo passwords and fillers, with the digits people append to them.
const DUMMY_VALUE =
  /^(?:pass(?:word|wd)?|pwd|secret|token|key|api[_-]?key|changeme|admin|root|user(?:name)?|test|testing|example|sample|demo|dummy|fake|null|none|nil|empty|undefined|true|false|yes|no|on|off|string|value|default|required|optional|hidden|redacted|masked|foo|bar|baz|qux|todo|tbd|n\/a|qwerty|letmein|welcome|hunter|abc|asdf)[0-9!@#$._-]{0,8}$/i;
// Values meant for the browser: Stripe publishable keys and PaymentIntent / SetupIntent /
// Checkout client secrets.
const PUBLISHABLE = /^(?:pk_(?:live|test)_|(?:pi|seti|cs_(?:live|test))_[A-Za-z0-9]{8,40}_secret_)/;
// SOPS and similar encrypted envelopes are ciphertext, not the secret.
const ENCRYPTED = /^(?:ENC\[|vault:v\d+:|AQICAH|\$ANSIBLE_VAULT)/;
const WORDS_ONLY = /^[A-Za-z]+(?:[ _-][A-Za-z]+)*$/;
const EXPRESSION = /^[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*(?:\(.*\)|\[.*\])?$/;
const NOT_A_SECRET =
  /^(?:https?:\/\/|\/|\.\.?\/|~\/|[\w.+-]+@[\w-]+\.[\w.]+$)|\s{2}|^\d+(?:\.\d+)*$|^[\w.$]+\(.*\)$|\d+\.\d+\.\d+/;
// `config.apiKey`, `self.token2`: identifiers, digits at most at their ends (`s.Q7vd9LmZ…` is a token).
const MEMBER_ACCESS = /^[A-Za-z_$][A-Za-z_$]*\d*(?:\.[A-Za-z_$][A-Za-z_$]*\d*)+$/;
// Keys and tokens are drawn from URL-safe or base64 alphabets. One or two other punctuation
// characters in such a value mark an edited fake or a fragment (`Qx7v#93kLm$%p…`); a value made
// of many is a generated password, which people also store under a key's name.
const NOT_KEY_CHARACTER = /[^\w\s+/=.~:-]/g;
const AUTH_SCHEME = /^(?:bearer|basic|token|bot|apikey|ssws)\s+(?=\S)/i;

/** NAMED_KEY: `<anything>_key`, a secret only when the value is a generated key. */
export type SecretKind = 'PASSWORD' | 'GENERIC_SECRET' | 'NAMED_KEY';

/** Classifies an identifier by its words; undefined when it does not name a secret. */
export function secretKindOf(name: string): SecretKind | undefined {
  const words = name
    .split(WORD_SPLIT)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
  const last = words.at(-1);
  if (last === undefined || METADATA_WORD.test(last)) return undefined;
  if (words.some((word) => NON_SECRET_WORD.test(word))) return undefined;
  if (words.some((word) => PASSWORD_WORD.test(word))) return 'PASSWORD';
  if (words.some((word) => SECRET_WORD.test(word))) return 'GENERIC_SECRET';
  if (last === 'key' || last === 'keys') {
    return words.length === 1 || KEY_QUALIFIER.test(words.at(-2) ?? '') ? 'GENERIC_SECRET' : 'NAMED_KEY';
  }
  const lower = name.toLowerCase();
  if (PASSWORD_STEM.test(lower)) return 'PASSWORD';
  return SECRET_STEM.test(lower) ? 'GENERIC_SECRET' : undefined;
}

/** Gates for a literal assigned to a secret-named identifier. */
export function looksLikeSecretValue(value: string, kind: SecretKind, quoted: boolean): boolean {
  if (kind === 'NAMED_KEY') return value.length >= 16 && value.length <= 200 && looksGenerated(value);
  const minLength = kind === 'PASSWORD' ? 6 : 8;
  if (value.length < minLength || value.length > (kind === 'PASSWORD' ? 300 : MAX_TOKEN)) return false;
  if (!/[A-Za-z0-9]/.test(value)) return false;
  if (DUMMY_VALUE.test(value) || isPlaceholder(value) || NOT_A_SECRET.test(value)) return false;
  if (value.trim() !== value || ENCRYPTED.test(value) || PUBLISHABLE.test(value)) return false;
  if (isRepetitive(value, 16) || isMostlyRepeated(value) || isMostlySequential(value) || isTyped(value)) return false;
  if (kind === 'GENERIC_SECRET' && (isEditedKey(value) || isWordy(value) || isEdited(value) || isTimeUuid(value))) {
    return false;
  }
  // Padding ends base64; a value that opens with `=` or `?` is the tail of something else.
  if (/^[=?]/.test(value)) return false;
  // A quoted phrase of several words is a passphrase; one or two words are a name or a label.
  if (WORDS_ONLY.test(value) && !mixedCaseNoise(value)) return quoted && value.split(' ').length >= 3;
  if (!quoted && ((EXPRESSION.test(value) && !/\d/.test(value)) || MEMBER_ACCESS.test(value))) return false;
  const charset = charsetOf(value);
  const threshold = entropyThreshold(charset, value.length) - (kind === 'PASSWORD' ? 0.5 : 0);
  return shannonEntropy(value) >= threshold;
}

function isEditedKey(value: string): boolean {
  const odd = value.match(NOT_KEY_CHARACTER)?.length ?? 0;
  return odd > 0 && odd < value.length * 0.15;
}

/** A unit repeated over most of the value with a short tail (abcd1234abcd1234…extra). */
function isMostlyRepeated(value: string): boolean {
  for (let unit = 2; unit <= 16 && unit * 3 <= value.length; unit++) {
    const head = value.slice(0, unit);
    let covered = unit;
    while (value.startsWith(head, covered)) covered += unit;
    if (covered >= value.length * 0.75 && covered >= unit * 3) return true;
  }
  return false;
}

/** Runs of consecutive characters (abcdef, 123456, 7890) over much of the value: typed, not generated. */
function isMostlySequential(value: string): boolean {
  let inRuns = 0;
  let run = 1;
  for (let i = 1; i <= value.length; i++) {
    const step = i < value.length ? value.charCodeAt(i) - value.charCodeAt(i - 1) : 0;
    const digitWrap = value[i - 1] === '9' && value[i] === '0';
    if (i < value.length && (step === 1 || digitWrap)) {
      run++;
      continue;
    }
    if (run >= 4) inRuns += run;
    run = 1;
  }
  return inRuns >= value.length * 0.4;
}

/**
 * The credential inside a literal: what follows an auth scheme (`"Bearer abc…"`), without the
 * spaces that pad a single token inside its quotes (`' abc… '`).
 */
function credentialOf(assignment: Assignment | undefined): Assignment | undefined {
  if (!assignment) return undefined;
  const padded = assignment.value.match(/^\s{1,8}(?=\S+\s{0,8}$)/)?.[0].length ?? 0;
  const scheme = AUTH_SCHEME.exec(assignment.value.slice(padded))?.[0].length ?? 0;
  const value = assignment.value.slice(padded + scheme).trimEnd();
  if (value === assignment.value) return assignment;
  const valueStart = assignment.valueStart + padded + scheme;
  return { ...assignment, value, valueStart, valueEnd: valueStart + value.length };
}

/**
 * Values assigned to identifiers that name a secret. `ownedByPrefix` tells whether the value
 * opens with one vendor's token prefix: that vendor's rule has then judged the value (and found
 * it malformed if it reported nothing), so the generic rule stays quiet.
 */
export function findGenericSecrets(
  text: string,
  hits: readonly KeywordHit[],
  ownedByPrefix: (valueStart: number) => boolean,
): RawFinding[] {
  const findings: RawFinding[] = [];
  // A keyword inside a value already read is part of that value: skipping it keeps the work
  // linear when a text repeats `key=key=key=…`.
  let readUntil = -1;
  for (const hit of hits) {
    if (hit.start < readUntil) continue;
    const assignment = credentialOf(readAssignment(text, hit.start, hit.end));
    if (!assignment) continue;
    readUntil = assignment.valueEnd;
    const kind = secretKindOf(assignment.name);
    if (!kind || !looksLikeSecretValue(assignment.value, kind, assignment.quoted)) continue;
    // A value cut short with an ellipsis is quoted from somewhere, not usable.
    if (text.startsWith('..', assignment.valueEnd)) continue;
    if (ownedByPrefix(assignment.valueStart)) continue;
    const bits = shannonEntropy(assignment.value);
    findings.push({
      type: kind === 'PASSWORD' ? kind : 'GENERIC_SECRET',
      start: assignment.valueStart,
      end: assignment.valueEnd,
      confidence: Math.min(0.85, 0.55 + bits / 20),
      source: 'validator',
    });
  }
  return findings;
}
