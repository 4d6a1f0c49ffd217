import { charsetOf, entropyThreshold, shannonEntropy } from './entropy.ts';
import { isPlaceholder, isPlainPlaceholder, isRepetitive } from './placeholders.ts';
import { isPublicValue } from './public-values.ts';
import type { SecretKind } from '../generic/secret-name.ts';
import { hasKeyboardRows, isTimeUuid, isWordy, looksGenerated, mixedCaseNoise } from './token-shape.ts';
import { profileValue } from './value-profile.ts';

// Whether a literal assigned to a secret-named identifier is a secret rather than a field name,
// a placeholder, a reference, an expression or a value typed by hand.

// Session and OAuth tokens with signed payloads run to a few thousand characters (access tokens
// that carry their claims).
const MAX_TOKEN = 4096;
// Field names, demo passwords and fillers, with the digits people append to them.
const DUMMY_VALUE =
  /^(?:pass(?:word|wd)?|pwd|secret|token|key|api[_-]?key|changeme|admin|root|user(?:name)?|test|testing|example|sample|demo|dummy|fake|null|none|nil|empty|undefined|true|false|yes|no|on|off|string|value|default|required|optional|hidden|redacted|masked|foo|bar|baz|qux|todo|tbd|n\/a|qwerty|letmein|welcome|hunter|abc|asdf)[0-9!@#$._-]{0,8}$/i;
// A command and its arguments (`etcdctl get /path`), not a literal.
const COMMAND = /\s[~.]{0,2}\//;
// SOPS and similar encrypted envelopes are ciphertext, not the secret.
const ENCRYPTED = /^(?:ENC\[|vault:v\d+:|AQICAH|\$ANSIBLE_VAULT|!vault\b)/;
const WORDS_ONLY = /^[A-Za-z]+(?:[ _-][A-Za-z]+)*$/;
const EXPRESSION = /^[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*(?:\(.*\)|\[.*\])?$/;
const NOT_A_SECRET =
  /^(?:https?:\/\/|\/|\.\.?\/|~\/|[\w.+-]+@[\w-]+\.[\w.]+$)|\s{2}|^\d+(?:\.\d+)*$|^[\w.$]+\(.*\)$|\d+\.\d+\.\d+/;
// `config.apiKey`, `self.token2`: identifiers, digits at most at their ends (`s.Q7vd9LmZ…` is a token).
const MEMBER_ACCESS = /^[A-Za-z_$][A-Za-z_$]*\d*(?:\.[A-Za-z_$][A-Za-z_$]*\d*)+$/;

/** Gates for a literal assigned to a secret-named identifier. */
export function looksLikeSecretValue(value: string, kind: SecretKind, quoted: boolean): boolean {
  if (isPublicValue(value)) return false;
  if (kind === 'NAMED_KEY') return value.length >= 16 && value.length <= 200 && looksGenerated(value);
  const minLength = kind === 'PASSWORD' ? 6 : 8;
  if (value.length < minLength || value.length > (kind === 'PASSWORD' ? 300 : MAX_TOKEN)) return false;
  const profile = profileValue(value);
  // Most values are letters and digits only; the checks for punctuation do not apply to them.
  const plain = profile.other === 0;
  if (DUMMY_VALUE.test(value)) return false;
  if (plain ? isPlainPlaceholder(value, profile.placeholderPair) : isPlaceholder(value)) return false;
  if (plain ? value.startsWith('AQICAH') : ENCRYPTED.test(value)) return false;
  if (plain ? profile.letters === 0 : !punctuationAllowed(value, kind, quoted)) return false;
  if (profile.typed || profile.sequential >= value.length * 0.4) return false;
  if (isRepetitive(value, 16) || isMostlyRepeated(value) || (profile.keyboardPair && hasKeyboardRows(value)))
    return false;
  // A quoted phrase of several words is a passphrase; one or two words are a name or a label.
  const wordsOnly = plain ? profile.digits === 0 : WORDS_ONLY.test(value);
  if (wordsOnly && !mixedCaseNoise(value)) return quoted && value.split(' ').length >= 3;
  // A bare word without digits is a variable: `token = sessionTokenFromCache`.
  if (plain && !quoted && profile.digits === 0) return false;
  if (!plain) return entropyAllows(value, profile.bits, kind);
  const charset = profile.letters === profile.hexLetters ? 'hex' : 'base64';
  return profile.bits >= entropyThreshold(charset, value.length) - (kind === 'PASSWORD' ? 0.5 : 0);
}

// A vendor's prefix of lower-case words (`bb_pr_`, `sk_live_`): the body after it is what was
// drawn at random, and its alphabet sets the bar.
const WORD_PREFIX = /^(?:[a-z]{2,8}_){1,3}(?=[A-Za-z0-9]{16,}$)/;

function entropyAllows(value: string, bits: number, kind: SecretKind): boolean {
  const cut = WORD_PREFIX.exec(value)?.[0].length ?? 0;
  const body = cut > 0 ? value.slice(cut) : value;
  const threshold = entropyThreshold(charsetOf(body), body.length) - (kind === 'PASSWORD' ? 0.5 : 0);
  return (cut > 0 ? shannonEntropy(body) : bits) >= threshold;
}

// Code, not a value: a bare call or index, cut short where the bare value stops (`hash(pw + salt)`
// reads `hash(pw`, `request.form['password']` reads `request.form[`), and a format string's field
// (`f"session:{user_id}"`).
const CALL_OR_INDEX = /^[A-Za-z_$][\w.$]+[([]/;
const FORMAT_FIELD = /\{[A-Za-z_][\w.]{2,40}\}/;

/** The checks that concern values with punctuation or spaces. */
function punctuationAllowed(value: string, kind: SecretKind, quoted: boolean): boolean {
  if (!/[A-Za-z0-9]/.test(value) || NOT_A_SECRET.test(value) || value.trim() !== value) return false;
  if ((!quoted && CALL_OR_INDEX.test(value)) || FORMAT_FIELD.test(value)) return false;
  if (kind === 'GENERIC_SECRET') {
    if (COMMAND.test(value) || isWordy(value) || isTimeUuid(value)) return false;
  }
  // Padding ends base64; a value that opens with `=` or `?` is the tail of something else.
  if (/^[=?]/.test(value)) return false;
  return quoted || !((EXPRESSION.test(value) && !/\d/.test(value)) || MEMBER_ACCESS.test(value));
}

/** A unit repeated over most of the value with a short tail (abcd1234abcd1234…extra). */
function isMostlyRepeated(value: string): boolean {
  for (let unit = 2; unit <= 16 && unit * 3 <= value.length; unit++) {
    // The value repeats its first `unit` characters up to `periodic`; whole copies count.
    let periodic = unit;
    while (periodic < value.length && value.charCodeAt(periodic) === value.charCodeAt(periodic - unit)) periodic++;
    const covered = periodic - (periodic % unit);
    if (covered >= value.length * 0.75 && covered >= unit * 3) return true;
  }
  return false;
}
