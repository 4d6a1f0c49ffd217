import { isRepetitive } from '../placeholders.ts';
import { prefixed, rule, type RuleOptions, type RuleSpec } from '../rule-spec.ts';

/**
 * A key that opens with one of the `|`-separated prefixes followed by `body` (regex source);
 * the prefix is the rule's keyword. A body of one repeated character or unit (`aaaa…`,
 * `1212…`) is a filler, not a key.
 */
export function token(type: string, prefixes: string, body: string, options: RuleOptions = {}): RuleSpec {
  const starts = prefixes.split('|');
  const bodyOf = (value: string) => value.slice(starts.find((start) => value.startsWith(start))?.length ?? 0);
  return rule(type, '', [prefixed(prefixes, body)], { validate: (value) => !isRepetitive(bodyOf(value)), ...options });
}
