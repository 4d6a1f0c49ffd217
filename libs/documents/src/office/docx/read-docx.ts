import { DocumentError } from '../../document-error.ts';
import type { DocumentPart } from '../../types.ts';
import type { OfficePackage } from '../package/office-package.ts';
import { readProperties } from '../package/properties.ts';
import { PackageText } from '../redaction/package-text.ts';
import { AttributeTarget } from '../redaction/targets.ts';
import { readParagraphs } from './docx-paragraphs.ts';

// The main document (plain, macro-enabled or template) and the parts that hold more of its text.
const MAIN =
  /(wordprocessingml\.(document|template)\.main|ms-word\.(document|template)\.macroEnabled(Template)?\.main)\+xml$/;
const TEXT_PARTS: [RegExp, DocumentPart][] = [
  [/wordprocessingml\.header\+xml$/, 'header'],
  [/wordprocessingml\.footer\+xml$/, 'footer'],
  [/wordprocessingml\.(footnotes|endnotes)\+xml$/, 'footnote'],
  [/wordprocessingml\.comments\+xml$/, 'comment'],
];

/**
 * The text of a WordprocessingML package: body paragraphs and tables, headers, footers, notes,
 * comments, authors, document properties, and every external relationship target (hyperlinks,
 * linked files) as `link` segments.
 */
export function readDocx(pkg: OfficePackage, maxTextChars: number): PackageText {
  const text = new PackageText(maxTextChars);
  const main = pkg.partsOfType((type) => MAIN.test(type))[0];
  if (!main) throw new DocumentError('corrupt', 'no main document part');
  const parts: [string, DocumentPart][] = [[main, 'body']];
  for (const [type, part] of TEXT_PARTS) {
    for (const name of pkg.partsOfType((contentType) => type.test(contentType))) parts.push([name, part]);
  }
  const authors = new Set<string>();
  const linkParagraphs = new Map<string, Map<string, number>>();
  for (const [name, part] of parts) {
    const xml = pkg.xml(name);
    if (xml) linkParagraphs.set(name, readParagraphs(xml, part, text, authors));
  }
  for (const relationship of pkg.allRelationships()) {
    if (!relationship.external) continue;
    const source = relationship.rels.name.replace(/_rels\/([^/]*)\.rels$/i, '$1');
    const paragraph = linkParagraphs.get(source)?.get(relationship.id);
    const target = new AttributeTarget(relationship.rels, relationship.node, 'Target');
    text.add(target, 'link', paragraph === undefined ? {} : { paragraph });
  }
  readProperties(pkg, text);
  for (const part of pkg.xmlPartsInOrder()) part.validate();
  return text;
}
