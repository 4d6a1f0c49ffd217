import type { OfficePackage } from '../package/office-package.ts';
import { hasType } from '../package/relationships.ts';
import type { PackageText } from '../redaction/package-text.ts';
import { AttributeTarget } from '../redaction/targets.ts';
import type { XmlNode } from '../xml/scan-xml.ts';
import { localName } from '../xml/scan-xml.ts';
import type { XmlPart } from '../xml/xml-part.ts';

export interface SheetEntry {
  name: string;
  /** The worksheet part; null for chart sheets and sheets whose part is missing. */
  part: string | null;
}

export interface Workbook {
  sheets: SheetEntry[];
  date1904: boolean;
}

/** Sheets in tab order (names become `sheet-name` segments) and the workbook's date system. */
export function readWorkbook(pkg: OfficePackage, workbook: XmlPart, text: PackageText): Workbook {
  const relationships = pkg.relationships(workbook.name);
  const sheets: SheetEntry[] = [];
  let date1904 = false;
  workbook.scan({
    open(node) {
      const local = localName(node.name);
      if (local === 'workbookPr') date1904 = ['1', 'true'].includes(node.attributes.date1904 ?? '');
      if (local !== 'sheet') return;
      const name = node.attributes.name ?? '';
      const relationship = relationships.find((candidate) => candidate.id === node.attributes['r:id']);
      const isWorksheet = relationship !== undefined && hasType(relationship, 'worksheet');
      sheets.push({ name, part: isWorksheet ? relationship.targetPart : null });
      text.add(new AttributeTarget(workbook, node, 'name'), 'sheet-name', { sheet: name });
    },
  });
  return { sheets, date1904 };
}

// Characters Excel refuses in a sheet name, and its length limit.
const FORBIDDEN = /[\\/?*:[\]]/g;
const MAX_NAME = 31;

/**
 * Makes redacted sheet names valid again: `[PERSON]` cannot name a sheet, so brackets become
 * parentheses and other forbidden characters go; names are cut to 31 characters and kept unique.
 */
export function repairSheetNames(workbook: XmlPart): void {
  const sheets: XmlNode[] = [];
  workbook.scan({
    open(node) {
      if (localName(node.name) === 'sheet') sheets.push(node);
    },
  });
  const taken = new Set(sheets.map((node) => (workbook.attribute(node, 'name') ?? '').toLowerCase()));
  for (const node of sheets) {
    const current = workbook.attribute(node, 'name') ?? '';
    if (current === node.attributes.name) continue;
    taken.delete(current.toLowerCase());
    const base =
      current
        .replace(FORBIDDEN, (c) => (c === '[' ? '(' : c === ']' ? ')' : ''))
        .replace(/^'+|'+$/g, '')
        .trim()
        .slice(0, MAX_NAME) || 'Sheet';
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++)
      name = `${base.slice(0, MAX_NAME - `(${n})`.length - 1)} (${n})`;
    taken.add(name.toLowerCase());
    workbook.setAttribute(node, 'name', name);
  }
}
