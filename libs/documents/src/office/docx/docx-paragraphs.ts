import type { DocumentPart, TextLocation } from '../../types.ts';
import type { PackageText } from '../redaction/package-text.ts';
import { AttributeTarget, RunsTarget } from '../redaction/targets.ts';
import type { XmlNode } from '../xml/scan-xml.ts';
import { localName } from '../xml/scan-xml.ts';
import type { XmlPart } from '../xml/xml-part.ts';

interface OpenParagraph {
  location: TextLocation;
  hidden: boolean;
  runs: RunsTarget;
  fields: RunsTarget;
}

// Runs' markup that reads as text; w:tab also names tab stops in paragraph properties, hence
// only inside a run.
const RUN_MARKUP: Record<string, string> = { tab: '\t', br: '\n', cr: '\n', noBreakHyphen: '-' };
const LINK_FIELD = /\b(HYPERLINK|INCLUDETEXT|INCLUDEPICTURE)\b/i;

/**
 * Reads the paragraphs of one WordprocessingML part (document, header, footer, notes, comments)
 * into segments, one per paragraph, with tracked deletions read as text since they are still in
 * the file. Text boxes' paragraphs are paragraphs of their own; the VML fallback copy of a text
 * box is kept as hidden text. Field codes (`HYPERLINK "mailto:…"`), hyperlink tooltips, pictures'
 * alternative text and `w:author` attributes are segments too. Returns the paragraph of each hyperlink relationship.
 */
export function readParagraphs(
  xml: XmlPart,
  part: DocumentPart,
  text: PackageText,
  authors: Set<string>,
): Map<string, number> {
  const paragraphs: OpenParagraph[] = [];
  const tables: { row: number; column: number }[] = [];
  const linkParagraphs = new Map<string, number>();
  let count = 0;
  let fallbackDepth = 0;
  const preserve = (node: XmlNode) => node.name.startsWith('w:');

  const addAttribute = (node: XmlNode, name: string, segmentPart: DocumentPart, location: TextLocation) => {
    if (node.attributes[name] === undefined) return;
    const target = new AttributeTarget(xml, node, name);
    if (fallbackDepth > 0) text.addHidden(target);
    else text.add(target, segmentPart, location);
  };

  xml.scan({
    open(node) {
      const local = localName(node.name);
      const current = paragraphs.at(-1);
      const author = node.attributes['w:author'];
      if (author !== undefined) {
        const target = new AttributeTarget(xml, node, 'w:author');
        if (authors.has(author.toLowerCase())) text.addHidden(target);
        else text.add(target, 'metadata', {});
        authors.add(author.toLowerCase());
      }
      switch (local) {
        case 'p': {
          const hidden = fallbackDepth > 0;
          const table = tables.at(-1);
          const location: TextLocation = { paragraph: hidden ? 0 : ++count };
          if (table) Object.assign(location, { row: table.row, column: table.column });
          paragraphs.push({ location, hidden, runs: new RunsTarget(), fields: new RunsTarget() });
          break;
        }
        case 'tbl':
          tables.push({ row: 0, column: 0 });
          break;
        case 'tr':
        case 'tc': {
          const table = tables.at(-1);
          if (table && local === 'tr') Object.assign(table, { row: table.row + 1, column: 0 });
          else if (table) table.column++;
          break;
        }
        case 'Fallback':
          fallbackDepth++;
          break;
        case 'hyperlink': {
          if (!current) break;
          addAttribute(node, 'w:tooltip', 'link', current.location);
          const id = node.attributes['r:id'];
          if (id && !linkParagraphs.has(id)) linkParagraphs.set(id, current.location.paragraph ?? 0);
          break;
        }
        case 'fldSimple':
          if (current)
            addAttribute(
              node,
              'w:instr',
              LINK_FIELD.test(node.attributes['w:instr'] ?? '') ? 'link' : part,
              current.location,
            );
          break;
        case 'docPr':
          // A picture's alternative text is read aloud and shown on hover.
          for (const name of ['descr', 'title']) if (current) addAttribute(node, name, part, current.location);
          break;
      }
    },
    close(node, path) {
      const local = localName(node.name);
      const current = paragraphs.at(-1);
      const inRun = localName(path.at(-1)?.name ?? '') === 'r';
      if (local === 'p') closeParagraph(paragraphs.pop());
      else if (local === 'tbl') tables.pop();
      else if (local === 'Fallback') fallbackDepth--;
      else if (!current || !inRun) return;
      else if (local === 't' || local === 'delText') current.runs.addNode(xml, node, preserve(node));
      else if (local === 'instrText' || local === 'delInstrText') current.fields.addNode(xml, node, preserve(node));
      else if (RUN_MARKUP[local] !== undefined) current.runs.addMarkup(RUN_MARKUP[local]);
    },
  });

  function closeParagraph(paragraph: OpenParagraph | undefined): void {
    if (!paragraph) return;
    if (paragraph.hidden) {
      text.addHidden(paragraph.runs);
      text.addHidden(paragraph.fields);
      return;
    }
    const inTable = paragraph.location.row !== undefined;
    text.add(paragraph.runs, part === 'body' && inTable ? 'table' : part, paragraph.location);
    text.add(paragraph.fields, LINK_FIELD.test(paragraph.fields.text) ? 'link' : part, paragraph.location);
  }
  return linkParagraphs;
}
