import type { PackageText } from '../redaction/package-text.ts';
import { AttributeTarget, RunsTarget } from '../redaction/targets.ts';
import type { XmlNode } from '../xml/scan-xml.ts';
import { localName } from '../xml/scan-xml.ts';
import type { XmlPart } from '../xml/xml-part.ts';
import type { DroppedSharedFormulas } from './cell-target.ts';
import { CellTarget } from './cell-target.ts';
import { serialToIso } from './number-formats.ts';

export interface SheetContext {
  sheet: string;
  sharedStrings: readonly RunsTarget[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
  dropped: DroppedSharedFormulas;
}

interface OpenCell {
  node: XmlNode;
  ref: string;
  row: number;
  column: number;
  value: string | null;
  inline: string;
  sharedFormula: string | null;
}

export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function columnNumber(letters: string): number {
  return [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
}

const HEADERS = new Set(['oddHeader', 'evenHeader', 'firstHeader']);
const FOOTERS = new Set(['oddFooter', 'evenFooter', 'firstFooter']);

/**
 * Streams a worksheet's cells into `cell` segments: shared strings by index, inline strings,
 * numbers, formula results (the cached value), dates as ISO dates; booleans and errors hold no
 * text. Cell and row references are optional in the format, so positions are counted too.
 * Print headers and footers, and hyperlinks' display text and tooltips, are read in the same
 * pass. Returns the cell of each hyperlink relationship.
 */
export function readWorksheet(part: XmlPart, context: SheetContext, text: PackageText): Map<string, string> {
  const linkCells = new Map<string, string>();
  let row = 0;
  let column = 0;
  let cell: OpenCell | null = null;
  part.scan({
    open(node) {
      const local = localName(node.name);
      if (local === 'row') {
        row = Number(node.attributes.r ?? row + 1);
        column = 0;
      } else if (local === 'c') {
        const match = /^([A-Z]{1,3})(\d+)$/i.exec(node.attributes.r ?? '');
        column = match ? columnNumber(match[1] ?? '') : column + 1;
        const cellRow = match ? Number(match[2]) : row;
        const ref = `${columnName(column)}${cellRow}`;
        cell = { node, ref, row: cellRow, column, value: null, inline: '', sharedFormula: null };
      } else if (local === 'f' && cell && node.attributes.t === 'shared' && node.attributes.ref) {
        cell.sharedFormula = node.attributes.si ?? null;
      } else if (local === 'hyperlink') {
        const where = { sheet: context.sheet, cell: node.attributes.ref ?? '' };
        for (const name of ['display', 'tooltip']) {
          if (node.attributes[name] !== undefined) text.add(new AttributeTarget(part, node, name), 'link', where);
        }
        if (node.attributes['r:id']) linkCells.set(node.attributes['r:id'], where.cell);
      }
    },
    close(node, path) {
      const local = localName(node.name);
      if (HEADERS.has(local) || FOOTERS.has(local)) {
        const target = new RunsTarget();
        target.addNode(part, node, false);
        text.add(target, HEADERS.has(local) ? 'header' : 'footer', { sheet: context.sheet });
      }
      if (!cell) return;
      if (local === 'v') cell.value = node.text;
      else if (local === 't' && path.some((ancestor) => localName(ancestor.name) === 'is')) cell.inline += node.text;
      else if (local === 'c') {
        addCell(part, cell, context, text);
        cell = null;
      }
    },
  });
  return linkCells;
}

function addCell(part: XmlPart, cell: OpenCell, context: SheetContext, text: PackageText): void {
  const type = cell.node.attributes.t ?? 'n';
  const location = { sheet: context.sheet, cell: cell.ref, row: cell.row, column: cell.column };
  if (type === 's') {
    const shared = context.sharedStrings[Number(cell.value)];
    if (shared) text.add(shared, 'cell', location);
    return;
  }
  let value: string | null = type === 'inlineStr' ? cell.inline : cell.value;
  if (value === null || type === 'b' || type === 'e') return;
  const style = Number(cell.node.attributes.s ?? 0);
  if (type === 'n' && context.dateStyles.has(style) && value.trim() !== '') {
    value = serialToIso(Number(value), context.date1904) ?? value;
  }
  text.add(new CellTarget(part, cell.node, value, cell.sharedFormula, context.dropped), 'cell', location);
}
