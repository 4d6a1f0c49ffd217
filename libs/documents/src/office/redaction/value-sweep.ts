import type { Redaction, TextSegment } from '../../types.ts';
import type { PhraseMatch } from './phrase-matcher.ts';
import { PhraseMatcher } from './phrase-matcher.ts';
import type { Span } from './targets.ts';

// A value is hunted through the whole file only when it is specific enough that a match elsewhere
// is the same value: three characters with a letter (a short name), six without (digits of a
// phone or an ID; fewer would hit ordinary numbers such as sizes and counts).
const MIN_WORD_VALUE = 3;
const MIN_OTHER_VALUE = 6;
const LETTER = /\p{L}/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

interface SweptValue {
  value: string;
  placeholder: string;
  wordStart: boolean;
  wordEnd: boolean;
}

/**
 * The values a caller's redactions removed, found again anywhere else in the file: without
 * regard to case (an upper-case header, a lower-case mailto:), and only as whole words, so a
 * redacted "Ann" leaves "Annual" alone.
 */
export class ValueSweep {
  private readonly values: SweptValue[];
  private readonly matcher: PhraseMatcher;

  private constructor(values: Map<string, { value: string; placeholder: string }>) {
    this.values = [...values.values()].map(({ value, placeholder }) => ({
      value,
      placeholder,
      wordStart: WORD_CHARACTER.test(value.charAt(0)),
      wordEnd: WORD_CHARACTER.test(value.charAt(value.length - 1)),
    }));
    this.matcher = new PhraseMatcher(this.values.map((entry) => entry.value));
  }

  static fromRedactions(segments: readonly TextSegment[], redactions: readonly Redaction[]): ValueSweep {
    const values = new Map<string, { value: string; placeholder: string }>();
    for (const { segment, start, end, placeholder } of redactions) {
      const value = (segments[segment]?.text ?? '').slice(start, end).trim();
      const long = value.length >= (LETTER.test(value) ? MIN_WORD_VALUE : MIN_OTHER_VALUE);
      if (long && !values.has(value.toLowerCase())) values.set(value.toLowerCase(), { value, placeholder });
    }
    return new ValueSweep(values);
  }

  /** Every occurrence in `text`, leftmost and then longest first, as spans carrying the value's placeholder. */
  find(text: string): Span[] {
    const found = [...this.wholeWords(text)].sort((a, b) => a.start - b.start || b.end - a.end);
    const spans: Span[] = [];
    for (const match of found) {
      if (match.start < (spans.at(-1)?.end ?? 0)) continue;
      spans.push({ start: match.start, end: match.end, placeholder: this.values[match.phrase]?.placeholder ?? '' });
    }
    return spans;
  }

  has(text: string): boolean {
    return !this.wholeWords(text).next().done;
  }

  private *wholeWords(text: string): Generator<PhraseMatch> {
    for (const match of this.matcher.matches(text)) {
      const entry = this.values[match.phrase];
      if (!entry) continue;
      if (entry.wordStart && WORD_CHARACTER.test(text.charAt(match.start - 1))) continue;
      if (entry.wordEnd && WORD_CHARACTER.test(text.charAt(match.end))) continue;
      yield match;
    }
  }
}
