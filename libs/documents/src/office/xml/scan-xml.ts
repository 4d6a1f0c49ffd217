import sax from 'sax';
import { DocumentError } from '../../document-error.ts';

/**
 * One element as it sits in the source: offsets index the decoded XML string (UTF-16 units), so an
 * edit can replace exactly the start tag, the content or the whole element and leave every other
 * byte as it was.
 */
export interface XmlNode {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** Index of `<`. */
  readonly start: number;
  /** Index just past the start tag's `>`. */
  readonly openEnd: number;
  readonly selfClosing: boolean;
  /** Index of the end tag's `<` (equals openEnd for `<a/>`). */
  closeStart: number;
  /** Index just past the element. */
  end: number;
  /** Character data directly inside, entities and CDATA decoded. */
  text: string;
  hasChildren: boolean;
}

export interface XmlComment {
  start: number;
  end: number;
  text: string;
}

/** Callbacks of one pass; `path` holds the open ancestors, outermost first. */
export interface XmlHandler {
  open?(node: XmlNode, path: readonly XmlNode[]): void;
  close?(node: XmlNode, path: readonly XmlNode[]): void;
  comment?(comment: XmlComment): void;
}

// `strictEntities` (sax ≥ 1.3, missing from @types/sax) limits named entities to XML's five.
const PARSER_OPTIONS: sax.SAXOptions & { strictEntities: boolean } = { strictEntities: true, position: true };

/** The name without its namespace prefix (`w:t` → `t`); office files vary prefixes, never local names. */
export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/**
 * Streams through an XML part with a strict parser, keeping nothing but the open path, so memory
 * follows nesting depth rather than size. A DTD is refused outright: office parts never carry
 * one, and refusing it means no entity is ever declared, let alone expanded (only the five XML
 * entities and character references are known). Any malformation is `corrupt`.
 */
export function scanXml(source: string, partName: string, handler: XmlHandler): void {
  const parser = sax.parser(true, PARSER_OPTIONS);
  const path: XmlNode[] = [];
  let roots = 0;
  const fail = (why: string): never => {
    throw new DocumentError('corrupt', `${partName}: ${why}`);
  };
  parser.onerror = () => fail('malformed XML');
  parser.ondoctype = () => fail('a DTD is not allowed');
  parser.onopentag = (tag) => {
    if (path.length === 0 && ++roots > 1) fail('more than one root element');
    const parent = path.at(-1);
    if (parent) parent.hasChildren = true;
    const node: XmlNode = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      start: parser.startTagPosition - 1,
      openEnd: parser.position,
      selfClosing: tag.isSelfClosing,
      closeStart: parser.position,
      end: parser.position,
      text: '',
      hasChildren: false,
    };
    handler.open?.(node, path);
    path.push(node);
  };
  parser.onclosetag = () => {
    const node = path.pop();
    if (!node) return fail('unbalanced end tag');
    if (!node.selfClosing) node.closeStart = parser.startTagPosition - 1;
    node.end = parser.position;
    handler.close?.(node, path);
  };
  const addText = (text: string) => {
    const node = path.at(-1);
    if (node) node.text += text;
  };
  parser.ontext = addText;
  parser.oncdata = addText;
  parser.oncomment = (text) => {
    // The event fires on the closing `--`, before its `>`.
    handler.comment?.({ start: parser.startTagPosition - 1, end: parser.position + 1, text });
  };
  try {
    parser.write(source).close();
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    fail('malformed XML');
  }
  if (roots === 0) fail('no root element');
}
