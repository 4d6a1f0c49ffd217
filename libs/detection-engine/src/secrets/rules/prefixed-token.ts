import { hasCountingTail, isRepetitive } from '../values/placeholders.ts';
import { prefixed, rule, type RuleOptions, type RuleSpec } from '../rule-engine/rule-spec.ts';

/**
 * A key that opens with one of the `|`-separated prefixes followed by `body` (regex source);
 * the prefix is the rule's keyword. A body of one repeated character or unit (`aaaa…`,
 * `1212…`) is a filler and one with a counting tail (`…123456`) an edited key, not keys;
 * `options.validate` adds to these checks.
 */
export function token(type: string, prefixes: string, body: string, options: RuleOptions = {}): RuleSpec {
  const starts = prefixes.split('|');
  const bodyOf = (value: string) => value.slice(starts.find((start) => value.startsWith(start))?.length ?? 0);
  const own = options.validate;
  const validate = (value: string) =>
    !isRepetitive(bodyOf(value)) && !hasCountingTail(value) && (own === undefined || own(value));
  return rule(type, '', [prefixed(prefixes, body)], { ...options, validate });
}
