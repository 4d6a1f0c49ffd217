import { DocumentError } from '../../document-error.ts';
import type { OfficePackage } from '../package/office-package.ts';
import { readProperties } from '../package/properties.ts';
import { hasType } from '../package/relationships.ts';
import { PackageText } from '../redaction/package-text.ts';
import { AttributeTarget } from '../redaction/targets.ts';
import type { DroppedSharedFormulas } from './cell-target.ts';
import { readDateStyles } from './number-formats.ts';
import { readSharedStrings } from './shared-strings.ts';
import { readPersons, readSheetNotes } from './sheet-notes.ts';
import { readWorkbook } from './workbook.ts';
import { readWorksheet } from './worksheet.ts';

const MAIN = /(spreadsheetml\.(sheet|template)\.main|ms-excel\.(sheet|template)\.macroEnabled(Template)?\.main)\+xml$/;

/** The workbook part of a SpreadsheetML package (plain, macro-enabled or template). */
export function workbookPart(pkg: OfficePackage): string {
  const main = pkg.partsOfType((type) => MAIN.test(type))[0];
  if (!main) throw new DocumentError('corrupt', 'no workbook part');
  return main;
}

/**
 * The text of a SpreadsheetML package: sheet names, every cell of every worksheet, print headers
 * and footers, notes and threaded comments with their people, document properties, and every
 * external relationship target as a `link` (at its cell when a sheet's hyperlink names it).
 */
export function readXlsx(
  pkg: OfficePackage,
  maxTextChars: number,
  dropped: DroppedSharedFormulas = new Map(),
): PackageText {
  const text = new PackageText(maxTextChars);
  const name = workbookPart(pkg);
  const workbook = pkg.xml(name);
  if (!workbook) throw new DocumentError('corrupt', 'no workbook part');
  const { sheets, date1904 } = readWorkbook(pkg, workbook, text);
  const related = (kind: string) => {
    const target = pkg.relationships(name).find((relationship) => hasType(relationship, kind))?.targetPart;
    return target ? pkg.xml(target) : undefined;
  };
  const sharedStrings = readSharedStrings(related('sharedStrings'), text);
  const dateStyles = readDateStyles(related('styles'));
  const linkCells = new Map<string, { sheet: string; cell: string }>();
  for (const sheet of sheets) {
    const part = sheet.part ? pkg.xml(sheet.part) : undefined;
    if (!part || !sheet.part) continue;
    const context = { sheet: sheet.name, sharedStrings, dateStyles, date1904, dropped };
    for (const [id, cell] of readWorksheet(part, context, text))
      linkCells.set(`${part.name}#${id}`, { sheet: sheet.name, cell });
    readSheetNotes(pkg, sheet.part, sheet.name, text);
  }
  readPersons(related('person'), text);
  for (const relationship of pkg.allRelationships()) {
    if (!relationship.external) continue;
    const source = relationship.rels.name.replace(/_rels\/([^/]*)\.rels$/i, '$1');
    const where = linkCells.get(`${source}#${relationship.id}`) ?? {};
    text.add(new AttributeTarget(relationship.rels, relationship.node, 'Target'), 'link', where);
  }
  readProperties(pkg, text);
  for (const part of pkg.xmlPartsInOrder()) part.validate();
  return text;
}
