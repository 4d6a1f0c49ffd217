import type { Redaction, TextSegment } from '../../types.ts';
import type { Span } from './targets.ts';

// A value is hunted through the whole file only when it is specific enough that a match elsewhere
// is the same value: three characters with a letter (a short name), six without (digits of a
// phone or an ID; fewer would hit ordinary numbers such as sizes and counts).
const MIN_WORD_VALUE = 3;
const MIN_OTHER_VALUE = 6;
const LETTER = /\p{L}/u;
const WORD_EDGE = /[\p{L}\p{N}]/u;

function escapeRegExp(value: string): string {
  return value.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/**
 * The values a caller's redactions removed, found again anywhere else in the file: without
 * regard to case (an upper-case header, a lower-case mailto:), and only as whole words, so a
 * redacted "Ann" leaves "Annual" alone.
 */
export class ValueSweep {
  private readonly pattern: RegExp | null;
  private readonly placeholders: string[];

  private constructor(values: Map<string, { value: string; placeholder: string }>) {
    const entries = [...values.values()].sort((a, b) => b.value.length - a.value.length);
    this.placeholders = entries.map((entry) => entry.placeholder);
    const alternatives = entries.map(({ value }) => {
      const before = WORD_EDGE.test(value.at(0) ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
      const after = WORD_EDGE.test(value.at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
      return `${before}(${escapeRegExp(value)})${after}`;
    });
    this.pattern = alternatives.length > 0 ? new RegExp(alternatives.join('|'), 'giu') : null;
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

  /** Every occurrence in `text`, as spans carrying the placeholder of the value found. */
  find(text: string): Span[] {
    if (!this.pattern) return [];
    // matchAll starts where the last `test` left the shared pattern.
    this.pattern.lastIndex = 0;
    const spans: Span[] = [];
    for (const match of text.matchAll(this.pattern)) {
      const which = match.slice(1).findIndex((group) => group !== undefined);
      spans.push({
        start: match.index,
        end: match.index + match[0].length,
        placeholder: this.placeholders[which] ?? '',
      });
    }
    return spans;
  }

  has(text: string): boolean {
    if (!this.pattern) return false;
    this.pattern.lastIndex = 0;
    return this.pattern.test(text);
  }
}
