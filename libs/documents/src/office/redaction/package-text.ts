import { DocumentError } from '../../document-error.ts';
import type { DocumentPart, DocumentType, ExtractedDocument, TextLocation, TextSegment } from '../../types.ts';
import type { RedactionTarget } from './targets.ts';

/**
 * The segments of a package with, for each, where its text lives, plus the copies of text that
 * are not reported (a text box's fallback rendering, a second author attribute) but must be
 * redacted all the same. Reported text is bounded by `maxTextChars`, one more per segment for the
 * break between segments.
 */
export class PackageText {
  readonly segments: TextSegment[] = [];
  readonly targets: RedactionTarget[] = [];
  readonly hidden: RedactionTarget[] = [];
  private readonly maxTextChars: number;
  private chars = 0;

  constructor(maxTextChars: number) {
    this.maxTextChars = maxTextChars;
  }

  add(target: RedactionTarget, part: DocumentPart, location: TextLocation): void {
    if (target.text.trim() === '') return;
    this.chars += target.text.length + 1;
    if (this.chars > this.maxTextChars) {
      throw new DocumentError('too-complex', `more than ${this.maxTextChars} characters of text`);
    }
    this.segments.push({ text: target.text, part, location });
    this.targets.push(target);
  }

  addHidden(target: RedactionTarget): void {
    if (target.text.trim() !== '') this.hidden.push(target);
  }

  document(type: DocumentType): ExtractedDocument {
    return { type, pageCount: null, segments: this.segments };
  }
}
