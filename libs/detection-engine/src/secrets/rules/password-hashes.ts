import { at, re, rule, type RuleSpec } from '../rule-engine/rule-spec.ts';

const raw = String.raw;

// Password hashes in the modular crypt format, by the layout each scheme documents (crypt(5),
// the bcrypt paper, the Argon2 RFC 9106 encoding): a hash offline-cracks to the password, so it
// is masked like one. Every scheme's alphabet and field lengths are exact: a prefix in prose, a
// documentation stand-in (`$2b$12$...`, `$6$salt$hash`) or a truncated hash does not match.

// crypt's base64 alphabet.
const C64 = '[./0-9A-Za-z]';
// Standard base64 without padding, as Argon2 encodes salt and hash.
const B64 = '[A-Za-z0-9+/]';
// Not inside a longer token: what may stand before and after a hash.
const OPEN = raw`(?<![\w$./+])`;
const CLOSE = raw`(?![\w$./+])`;

/** A hash that opens with one of the `|`-separated scheme prefixes. */
function hash(prefixes: string, body: string): RuleSpec {
  return rule('PASSWORD_HASH', '', [at(prefixes, raw`${OPEN}(${body})${CLOSE}`, false)], {
    // A stand-in typed in one character (`$2b$10$xxxx…`) is no hash.
    entropy: 3.5,
    confidence: 0.9,
  });
}

export const passwordHashRules: readonly RuleSpec[] = [
  // bcrypt: cost 04–31, 22 characters of salt and 31 of hash.
  hash('$2a$|$2b$|$2y$', raw`\$2[aby]\$(?:0[4-9]|[12]\d|3[01])\$${C64}{53}`),
  // SHA-crypt: optional rounds, up to 16 characters of salt; 43 characters of SHA-256, 86 of SHA-512.
  hash('$5$', raw`\$5\$(?:rounds=\d{1,9}\$)?${C64}{1,16}\$${C64}{43}`),
  hash('$6$', raw`\$6\$(?:rounds=\d{1,9}\$)?${C64}{1,16}\$${C64}{86}`),
  // MD5-crypt and Apache's variant: up to 8 characters of salt, 22 of hash.
  hash('$1$|$apr1$', raw`\$(?:1|apr1)\$${C64}{1,8}\$${C64}{22}`),
  // Argon2: version, memory, iterations, parallelism, then a salt of 8 bytes or more and a hash
  // of 12 bytes or more.
  hash(
    '$argon2',
    raw`\$argon2(?:id|i|d)\$(?:v=\d{1,3}\$)?m=\d{1,10},t=\d{1,10},p=\d{1,3}\$${B64}{11,128}\$${B64}{16,512}`,
  ),
  // yescrypt: encoded parameters, a salt and 43 characters of hash.
  hash('$y$', raw`\$y\$${C64}{3,20}\$${C64}{1,86}\$${C64}{43}`),
  // A traditional DES-crypt hash is 13 characters with no prefix; only the layout of a shadow
  // line (name, hash, day counts, trailing empty fields) tells it apart from a word.
  rule(
    'PASSWORD_HASH',
    ':::',
    [re(raw`(?<![^\n])[a-z_][a-z0-9_.-]{0,31}:(${C64}{13}):\d{1,6}:\d{0,6}:\d{0,6}:\d{0,6}:\d{0,6}:\d{0,6}:`, 120)],
    { validate: (value) => /\d/.test(value) && /[A-Z]/.test(value) && /[a-z]/.test(value), confidence: 0.85 },
  ),
];
