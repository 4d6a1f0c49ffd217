import type { RedactionTarget, Span } from '../redaction/targets.ts';
import { applySpans } from '../redaction/targets.ts';
import type { XmlNode } from '../xml/scan-xml.ts';
import type { XmlPart } from '../xml/xml-part.ts';
import { escapeAttribute, escapeText } from '../xml/xml-text.ts';

/** Shared formulas whose defining cell was rewritten, per sheet part: their other cells lose them too. */
export type DroppedSharedFormulas = Map<string, Set<string>>;

/**
 * A cell that holds its own value (number, date, inline or formula string). A redacted cell
 * becomes an inline string of its text with the placeholders, and loses its formula, which could
 * compute the value again; its style stays.
 */
export class CellTarget implements RedactionTarget {
  readonly text: string;
  private readonly part: XmlPart;
  private readonly cell: XmlNode;
  private readonly sharedFormula: string | null;
  private readonly dropped: DroppedSharedFormulas;

  constructor(
    part: XmlPart,
    cell: XmlNode,
    text: string,
    sharedFormula: string | null,
    dropped: DroppedSharedFormulas,
  ) {
    this.part = part;
    this.cell = cell;
    this.text = text;
    this.sharedFormula = sharedFormula;
    this.dropped = dropped;
  }

  redact(spans: readonly Span[]): void {
    const prefix = this.cell.name.slice(0, this.cell.name.indexOf(':') + 1);
    const kept = ['r', 's'].filter((name) => this.cell.attributes[name] !== undefined);
    const attributes = kept.map((name) => ` ${name}="${escapeAttribute(this.cell.attributes[name] ?? '')}"`).join('');
    const text = escapeText(applySpans(this.text, spans));
    this.part.replace(
      this.cell,
      `<${prefix}c${attributes} t="inlineStr"><${prefix}is><${prefix}t xml:space="preserve">${text}</${prefix}t></${prefix}is></${prefix}c>`,
    );
    if (this.sharedFormula !== null) {
      const set = this.dropped.get(this.part.name) ?? new Set<string>();
      set.add(this.sharedFormula);
      this.dropped.set(this.part.name, set);
    }
  }
}
