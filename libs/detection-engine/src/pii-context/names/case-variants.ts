/**
 * Lower-case, Capitalised and UPPER-CASE spellings of each alternative, for patterns that must stay
 * case-sensitive elsewhere (\p{Lu} under the `i` flag matches lower case too, and V8's `(?i:…)`
 * groups mis-match some optional sequences).
 */
export function caseVariants(alternation: string): string {
  const variants = new Set<string>();
  for (const alternative of alternation.split('|')) {
    // Letters after a backslash are escapes (\d, \s) and keep their case.
    const upper = alternative.replace(/(?<!\\)[a-z]/g, (letter) => letter.toUpperCase());
    const capital = /^[a-z]/.test(alternative)
      ? (alternative[0] ?? '').toUpperCase() + alternative.slice(1)
      : alternative;
    variants.add(alternative).add(capital).add(upper);
  }
  return [...variants].join('|');
}
