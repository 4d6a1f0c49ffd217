/** One regular expression of a rule, written as JS regex source. */
export interface PartSpec {
  /** The first non-empty capture group is the value; without groups the whole match is. */
  pattern: string;
  /** The capture group holding the value, when an earlier group captures something else. */
  group?: number;
  caseInsensitive?: boolean;
  /**
   * Lower-case keywords the part is tried at, with `anchored`. Without `after` the part is
   * searched around the rule's keyword hits (or in the whole text when the rule has none).
   */
  after?: readonly string[];
  /**
   * Where at each `after` keyword the pattern is tried: at its end (`assign`, which spells out
   * what may come between) or at its start (the pattern begins with the keyword, what precedes
   * it is checked by a lookbehind).
   */
  anchored?: 'start' | 'end';
  /** Gates the rule without being reported: a host, user name or id next to the secret. */
  context?: boolean;
  /** Longest text the pattern can match; it sizes the window searched around keyword hits. */
  span?: number;
}

export interface RuleSpec {
  /** Upper snake case entity type. */
  type: string;
  /** Lower-case literals; the rule is only tried where one of them occurs. */
  keywords: readonly string[];
  /** Every part must match near the keywords for the rule to fire. */
  parts: readonly PartSpec[];
  /** Minimum Shannon entropy of a reported value in bits per character (exclusive). */
  entropy?: number;
  /** Regex sources: a value matching one of them is a known non-secret for this rule. */
  allow?: readonly string[];
  /** Structural check on a reported value (checksum, decodable header). */
  validate?: (value: string) => boolean;
  confidence?: number;
}

export type RuleOptions = Pick<RuleSpec, 'entropy' | 'allow' | 'validate' | 'confidence'>;

const DEFAULT_TOKEN_SPAN = 256;

/**
 * A value assigned to an identifier containing one of the keywords: `fooKey = "…"`,
 * `"foo_token": "…"`, `FOO_SECRET: …`, `foo => '…'`. The whole part is case-insensitive.
 */
export function assign(after: string, token: string): PartSpec {
  const pattern = String.raw`[ \t\w.-]{0,20}[\s'"]{0,3}(?:=|>|:{1,3}=|\|\||:|=>|\?=|,)[\x60'"\s=]{0,5}(${token})(?=[\x60'"\s;]|\\[nr]|$)`;
  return { pattern, after: after.toLowerCase().split('|'), anchored: 'end', caseInsensitive: true };
}

/** A pattern that opens with one of the `|`-separated keywords, tried exactly where they occur. */
export function at(anchors: string, pattern: string, caseInsensitive = true): PartSpec {
  return { pattern, after: anchors.toLowerCase().split('|'), anchored: 'start', caseInsensitive };
}

/**
 * A token that opens with one of the `|`-separated prefixes (written in their real case) followed
 * by `body`, tried exactly where a prefix occurs. The token must not continue a longer word or
 * sit in a URL path.
 */
export function prefixed(prefixes: string, body: string, caseInsensitive = false): PartSpec {
  const literals = prefixes.split('|').map((prefix) => prefix.replaceAll(/[.*+?^${}()|[\]\\/-]/g, '\\$&'));
  const pattern = String.raw`(?<![A-Za-z0-9_/-])(?:${literals.join('|')})${body}(?![A-Za-z0-9_-])`;
  return at(prefixes, pattern, caseInsensitive);
}

/** A pattern searched in a window around the rule's keyword hits. */
export function re(pattern: string, span = DEFAULT_TOKEN_SPAN, caseInsensitive = false): PartSpec {
  return caseInsensitive ? { pattern, span, caseInsensitive } : { pattern, span };
}

/** The value is capture group `group` of the part, not the first non-empty one. */
export function group(part: PartSpec, index: number): PartSpec {
  return { ...part, group: index };
}

/** Same as `re`, case-insensitive. */
export function rei(pattern: string, span = DEFAULT_TOKEN_SPAN): PartSpec {
  return re(pattern, span, true);
}

/** A part that must be present but is not itself reported. */
export function ctx(part: PartSpec): PartSpec {
  return { ...part, context: true };
}

/** A rule; `keywords` is `|`-separated and defaults to the keywords its `near` parts follow. */
export function rule(type: string, keywords: string, parts: readonly PartSpec[], options: RuleOptions = {}): RuleSpec {
  const own = keywords === '' ? [] : keywords.toLowerCase().split('|');
  const anchors = parts.flatMap((part) => part.after ?? []);
  return { type, keywords: own.length > 0 ? own : [...new Set(anchors)], parts, ...options };
}
