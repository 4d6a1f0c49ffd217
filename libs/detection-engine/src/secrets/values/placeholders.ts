// Values that stand in for a secret rather than being one: template references, documentation
// placeholders and dummy fillers. Anchored and free of nested quantifiers.
const TEMPLATE_PATTERNS: readonly RegExp[] = [
  /^\$\{[^}]{0,200}\}$/, // ${VAR}, ${{ secrets.X }}
  /^\$\(?[A-Za-z_][\w.]{0,100}\)?$/, // $VAR, $(VAR)
  /^\{\{[^}]{0,200}\}\}$/, // {{ var }}
  /^%[A-Za-z_][\w.]{0,100}%$/, // %VAR%
  /^%[+\-# 0]?[bcdefgosvxq]$/i, // %s
  /^<[^<>]{1,200}>$/, // <your-key>
  /^\[[A-Za-z_ -]{1,100}\]$/, // [YOUR KEY]
  /^@[A-Za-z_]{1,100}@$/, // @TOKEN@
  /^\{[0-9]{0,2}\}$/, // {0}
  /^(?:\/(?:bin|etc|home|opt|tmp|usr|var|users)\/)/i, // file paths
];
// Type names and literals written where a value goes.
const LITERAL_WORD = /^(?:true|false|null|nil|none|undefined|empty|string|number|bool|boolean|required|optional)$/i;
const LONGEST_LITERAL_WORD = 9;
const isLiteralWord = (value: string) => value.length <= LONGEST_LITERAL_WORD && LITERAL_WORD.test(value);

const CODE_REFERENCES =
  /(?:process\.env|import\.meta\.env|os\.environ|os\.getenv|getenv\(|System\.getenv|ENV\[|\benv\(|\bsecrets\.|\bvault:|\bvar\.|\bsettings\.|\bconfig\.)/i;

// Words that mark a documentation value; a real random secret does not contain them.
const PLACEHOLDER_WORDS =
  /(?:example|placeholder|changeme|change_me|change-me|your[_-]?(?:api|secret|token|key|pass|own|access|client|private)|insert[_-]?your|replace[_-]?me|(?:token|key|secret|string|password|value)[_-]?here|goes[_-]?here|random[_-]?string|redacted|dummy|xxxx|\*\*\*|\.\.\.|•••|<\w[\w .-]{0,60}>)/i;

// Keys vendors publish for local development: the Azure storage emulator's account key.
const PUBLISHED_KEYS = /^Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq\/K1SZFPTOtr\/KBHBek/;

/** True for values that are obviously not a real secret whatever the rule that matched them. */
export function isPlaceholder(value: string): boolean {
  if (value.length === 0 || isLiteralWord(value)) return true;
  // Letters and digits only: no template, path or code reference can be one.
  if (isAlphanumeric(value)) return PLACEHOLDER_WORDS.test(value) || isRepetitive(value);
  if (PUBLISHED_KEYS.test(value) || TEMPLATE_PATTERNS.some((pattern) => pattern.test(value))) return true;
  if (CODE_REFERENCES.test(value)) return true;
  if (PLACEHOLDER_WORDS.test(value)) return true;
  return isRepetitive(value);
}

/**
 * `isPlaceholder` for a value of letters and digits only; `maybeWords` is false when the value
 * holds none of the letter pairs placeholder words are made of, which spares the word search.
 */
export function isPlainPlaceholder(value: string, maybeWords: boolean): boolean {
  return isLiteralWord(value) || (maybeWords && PLACEHOLDER_WORDS.test(value)) || isRepetitive(value);
}

/**
 * The value ends by counting up six or more characters (`…123456`, `…abcdef`): a real key's
 * tail edited into a placeholder. A random tail does so about once in a billion keys.
 */
export function hasCountingTail(value: string): boolean {
  let run = 1;
  for (let i = value.length - 1; i > 0 && value.charCodeAt(i) - value.charCodeAt(i - 1) === 1; i--) run++;
  return run >= 6;
}

/** One character or a unit of up to `maxUnit` characters repeated (aaaa, abcabcabc). */
export function isRepetitive(value: string, maxUnit = 4): boolean {
  for (let unit = 1; unit <= maxUnit && unit * 3 <= value.length; unit++) {
    if (value.length % unit !== 0 && unit > 1) continue;
    let repeats = true;
    for (let i = unit; i < value.length && repeats; i++) repeats = value.charCodeAt(i) === value.charCodeAt(i - unit);
    if (repeats && (unit > 1 || value.length >= 4)) return true;
  }
  return false;
}

/** Letters and digits only (ASCII). */
export function isAlphanumeric(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const lower = code | 32;
    if (!(lower >= 97 && lower <= 122) && !(code >= 48 && code <= 57)) return false;
  }
  return value.length > 0;
}
