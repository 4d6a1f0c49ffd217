import { DISTINCTIVE_VENDOR_NAMES, QUALIFIED_VENDOR_NAMES } from '../vendors/vendor-names.ts';
import { vendorSlot, type VendorSlot } from '../vendors/vendor-slots.ts';

// What an identifier says about the value assigned to it: a password, a secret, a key that is a
// secret only when it looks generated, or nothing. Identifiers repeat (`token`, `api_key`,
// `password`), so the verdict is cached by name.

const PASSWORD_WORD = /^(?:pass|password|passwd|passphrase|pwd|pword|passw)$/;
const SECRET_WORD =
  /^(?:secret|secrets|token|tokens|apikey|credential|credentials|creds|cred|auth|authorization|oauth|signature|salt|cookie|privatekey|secretkey|accesskey|authkey|tokenkey|apitoken|authtoken|accesstoken|refreshtoken|clientsecret|bearer)$/;
// `key` alone is any dictionary key; it names a secret next to one of these words.
const KEY_QUALIFIER =
  /^(?:api|access|secret|private|auth|client|app|master|signing|sign|encryption|encrypt|license|licence|service|account|consumer|subscription|bot|webhook|admin|session|shared|integration|developer|dev|partner|merchant|write|read|ingest|server|sdk|project|personal|user|hmac|jwt|cipher|crypto|aes|db|database|storage|live|prod|production|rest|secure)$/;
// `stripe_key`, `convertapiKey`: a key named after a vendor is that vendor's credential.
const VENDOR_WORDS: ReadonlySet<string> = new Set([...DISTINCTIVE_VENDOR_NAMES, ...QUALIFIED_VENDOR_NAMES]);
// Identifiers about keys that are public by design or not credentials at all.
const NON_SECRET_WORD =
  /^(?:non|nonmatching|public|pub|publishable|primary|foreign|unique|sort|partition|cache|idempotency|lookup|map|dict|hash|object|bucket|schema|event|down|up|press|pressed|pair|csrf|xsrf|next|page|pagination|continuation|cancellation|cancel|sync|nonmatching|invalid|lexer|parser|syntax|max|min|num|number|first|last)$/;
// Stems that end a one-word lower-case name of a secret (mypassword, githubtoken, dbsecret).
const PASSWORD_STEM = /(?:passw(?:or)?d|pass|pwd|passphrase)\d*$/;
const SECRET_STEM = /(?:secrete?|token|apikey|api_key|credential)s?\d*$/;
// The last word says the identifier holds metadata about a secret, not the secret.
const METADATA_WORD =
  /^(?:id|ids|name|names|type|types|url|uri|urls|path|paths|file|files|dir|length|len|size|count|format|field|fields|hint|label|prefix|suffix|version|expiry|expires|expiration|expired|timeout|ttl|policy|header|headers|param|params|ref|enabled|enable|required|endpoint|host|port|user|username|email|provider|algorithm|alg|mode|method|scope|scopes|kind|store|manager|class|service|location|index|idx|limit|min|max|hash|hashed|regex|pattern|placeholder|visible|valid|error|errors|message|text|input|button|form|page|reset|forgot|confirm|strength|policy|rotation|storage|source|template|example|sample|test|mock|fake|dummy|default|length)$/;

const WORD_SPLIT = /[_.\-\s]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

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
    const qualifier = words.at(-2) ?? '';
    return words.length === 1 || KEY_QUALIFIER.test(qualifier) || VENDOR_WORDS.has(qualifier)
      ? 'GENERIC_SECRET'
      : 'NAMED_KEY';
  }
  const lower = name.toLowerCase();
  if (PASSWORD_STEM.test(lower)) return 'PASSWORD';
  return SECRET_STEM.test(lower) ? 'GENERIC_SECRET' : undefined;
}

export interface IdentifierFacts {
  kind: SecretKind | undefined;
  /** The vendor the identifier names, when its key formats are documented. */
  slot: VendorSlot | undefined;
}

const MAX_CACHED = 4096;
const cache = new Map<string, IdentifierFacts>();

/** The kind and vendor slot of an identifier, cached by name. */
export function identifierFacts(name: string): IdentifierFacts {
  let facts = cache.get(name);
  if (facts === undefined) {
    const kind = secretKindOf(name);
    facts = { kind, slot: kind === undefined ? undefined : vendorSlot(name) };
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(name, facts);
  }
  return facts;
}
