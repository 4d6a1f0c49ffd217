import type { XmlHandler, XmlNode } from './scan-xml.ts';
import { scanXml } from './scan-xml.ts';
import type { XmlEncoding } from './xml-text.ts';
import { decodeXml, encodeXml, escapeAttribute, escapeText } from './xml-text.ts';

export interface XmlRange {
  readonly start: number;
  readonly end: number;
}

type XmlEdit =
  | { kind: 'replace'; range: XmlRange; markup: string }
  | { kind: 'element'; node: XmlNode; content?: string; attributes?: Record<string, string> };

/**
 * One XML part of a package and the edits made to it. Edits are splices of the source at the
 * offsets the scanner reported, so whatever no edit touches is written back byte for byte.
 */
export class XmlPart {
  readonly name: string;
  readonly source: string;
  readonly encoding: XmlEncoding;
  private readonly edits = new Map<number, XmlEdit>();
  private scanned = false;

  constructor(name: string, data: Buffer) {
    const { source, encoding } = decodeXml(data, name);
    this.name = name;
    this.source = source;
    this.encoding = encoding;
  }

  scan(handler: XmlHandler): void {
    scanXml(this.source, this.name, handler);
    this.scanned = true;
  }

  /** Parses the part if nothing has yet, so a malformed part is refused even when no reader needs it. */
  validate(): void {
    if (!this.scanned) this.scan({});
  }

  get edited(): boolean {
    return this.edits.size > 0;
  }

  /** The element's text as it will be written. */
  content(node: XmlNode): string {
    const edit = this.edits.get(node.start);
    return edit?.kind === 'element' && edit.content !== undefined ? edit.content : node.text;
  }

  attribute(node: XmlNode, name: string): string | undefined {
    const edit = this.edits.get(node.start);
    return (edit?.kind === 'element' ? edit.attributes?.[name] : undefined) ?? node.attributes[name];
  }

  /** Replaces a leaf element's text (an element with children keeps them: never called on one). */
  setContent(node: XmlNode, text: string): void {
    if (node.hasChildren) throw new Error(`${this.name}: <${node.name}> has child elements`);
    const edit = this.elementEdit(node);
    if (edit) edit.content = text;
  }

  setAttribute(node: XmlNode, name: string, value: string): void {
    const edit = this.elementEdit(node);
    if (edit) edit.attributes = { ...edit.attributes, [name]: value };
  }

  /** Puts markup in place of a range (an element, a comment); '' removes it. */
  replace(range: XmlRange, markup: string): void {
    this.edits.set(range.start, { kind: 'replace', range, markup });
  }

  /** Where a replaced element ends, so a later pass skips what is no longer there. */
  replacedUntil(node: XmlNode): number | undefined {
    const edit = this.edits.get(node.start);
    return edit?.kind === 'replace' ? edit.range.end : undefined;
  }

  serialize(): Buffer {
    const edits = [...this.edits.values()].sort((a, b) => startOf(a) - startOf(b));
    const out: string[] = [];
    let cursor = 0;
    for (const edit of edits) {
      if (startOf(edit) < cursor) continue; // inside an element already replaced
      out.push(this.source.slice(cursor, startOf(edit)));
      cursor = edit.kind === 'replace' ? this.pushReplace(out, edit) : this.pushElement(out, edit);
    }
    out.push(this.source.slice(cursor));
    return encodeXml(out.join(''), this.encoding);
  }

  private elementEdit(node: XmlNode): Extract<XmlEdit, { kind: 'element' }> | undefined {
    const existing = this.edits.get(node.start);
    if (existing?.kind === 'replace') return undefined;
    if (existing) return existing;
    const edit: XmlEdit = { kind: 'element', node };
    this.edits.set(node.start, edit);
    return edit;
  }

  private pushReplace(out: string[], edit: Extract<XmlEdit, { kind: 'replace' }>): number {
    out.push(edit.markup);
    return edit.range.end;
  }

  private pushElement(out: string[], edit: Extract<XmlEdit, { kind: 'element' }>): number {
    const { node, content, attributes } = edit;
    const keepsSlash = node.selfClosing && content === undefined;
    out.push(
      attributes
        ? startTag(node.name, { ...node.attributes, ...attributes }, keepsSlash)
        : this.originalStartTag(node, keepsSlash),
    );
    if (content === undefined) return node.openEnd;
    out.push(escapeText(content));
    if (node.selfClosing) {
      out.push(`</${node.name}>`);
      return node.end;
    }
    return node.closeStart;
  }

  private originalStartTag(node: XmlNode, keepsSlash: boolean): string {
    const tag = this.source.slice(node.start, node.openEnd);
    return node.selfClosing && !keepsSlash ? `${tag.slice(0, -2).trimEnd()}>` : tag;
  }
}

function startOf(edit: XmlEdit): number {
  return edit.kind === 'replace' ? edit.range.start : edit.node.start;
}

function startTag(name: string, attributes: Record<string, string>, selfClosing: boolean): string {
  const rendered = Object.entries(attributes).map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`);
  return `<${name}${rendered.join('')}${selfClosing ? '/>' : '>'}`;
}
