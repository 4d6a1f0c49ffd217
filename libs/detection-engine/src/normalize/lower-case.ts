/**
 * `text` lower-cased character for character, so that offsets into it are offsets into `text`:
 * the few characters whose lower case is longer ("İ" → "i̇") are kept as they are. `lowered` is
 * `text.toLowerCase()` when the caller has it already.
 */
export function lowerCaseInPlace(text: string, lowered: string = text.toLowerCase()): string {
  if (lowered.length === text.length) return lowered;
  let same = '';
  for (const char of text) {
    const folded = char.toLowerCase();
    same += folded.length === char.length ? folded : char;
  }
  return same;
}
