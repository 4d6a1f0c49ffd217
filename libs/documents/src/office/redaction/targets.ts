import type { XmlNode } from '../xml/scan-xml.ts';
import type { XmlPart } from '../xml/xml-part.ts';

/** A span of a target's text and what takes its place. */
export interface Span {
  start: number;
  end: number;
  placeholder: string;
}

/** Where a segment's text comes from in the file, and how a redaction of it is written back. */
export interface RedactionTarget {
  readonly text: string;
  /** Records the edits that put each span's placeholder in place of its text (spans sorted, disjoint). */
  redact(spans: readonly Span[]): void;
}

/** Replaces sorted, disjoint spans of a string. */
export function applySpans(text: string, spans: readonly Span[]): string {
  let out = '';
  let cursor = 0;
  for (const span of spans) {
    out += text.slice(cursor, span.start) + span.placeholder;
    cursor = span.end;
  }
  return out + text.slice(cursor);
}

/** Sorts spans and unites overlapping ones; a union keeps the placeholder of its first span. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

interface Piece {
  offset: number;
  length: number;
  /** Absent for text that comes from markup (a tab, a break): it reads as text but holds none. */
  source?: { part: XmlPart; node: XmlNode; preserveSpace: boolean };
}

/**
 * Text read from several leaf elements in order (a paragraph's runs, a rich shared string), so a
 * value split across runs is one span: each run keeps what lies outside the span and the first
 * run the span touches receives the placeholder.
 */
export class RunsTarget implements RedactionTarget {
  text = '';
  private readonly pieces: Piece[] = [];

  /** `preserveSpace` marks elements that need xml:space="preserve" to keep edge spaces (w:t, t). */
  addNode(part: XmlPart, node: XmlNode, preserveSpace: boolean): void {
    this.pieces.push({ offset: this.text.length, length: node.text.length, source: { part, node, preserveSpace } });
    this.text += node.text;
  }

  addMarkup(text: string): void {
    this.pieces.push({ offset: this.text.length, length: text.length });
    this.text += text;
  }

  redact(spans: readonly Span[]): void {
    const placed = new Set<Span>();
    for (const { offset, length, source } of this.pieces) {
      if (!source) continue;
      const end = offset + length;
      let out = '';
      let cursor = offset;
      let touched = false;
      for (const span of spans) {
        if (span.end <= offset || span.start >= end) continue;
        touched = true;
        out += this.text.slice(cursor, Math.max(span.start, offset));
        if (!placed.has(span)) out += span.placeholder;
        placed.add(span);
        cursor = Math.min(span.end, end);
      }
      if (!touched) continue;
      out += this.text.slice(cursor, end);
      source.part.setContent(source.node, out);
      if (source.preserveSpace && out !== out.trim()) source.part.setAttribute(source.node, 'xml:space', 'preserve');
    }
  }
}

/** Text held in one attribute (a link target, an author). */
export class AttributeTarget implements RedactionTarget {
  readonly text: string;
  private readonly part: XmlPart;
  private readonly node: XmlNode;
  private readonly name: string;

  constructor(part: XmlPart, node: XmlNode, name: string) {
    this.part = part;
    this.node = node;
    this.name = name;
    this.text = node.attributes[name] ?? '';
  }

  redact(spans: readonly Span[]): void {
    this.part.setAttribute(this.node, this.name, applySpans(this.text, spans));
  }
}
