import { DEFAULT_DOCUMENT_LIMITS } from '../../types.ts';
import type { ExtractOptions, ExtractedDocument, Redaction } from '../../types.ts';
import { OfficePackage } from '../package/office-package.ts';
import { hasType } from '../package/relationships.ts';
import type { PackageFormat } from '../redaction/redact-package.ts';
import { redactPackage } from '../redaction/redact-package.ts';
import type { XmlNode } from '../xml/scan-xml.ts';
import { localName } from '../xml/scan-xml.ts';
import type { XmlPart } from '../xml/xml-part.ts';
import type { DroppedSharedFormulas } from './cell-target.ts';
import { readXlsx, workbookPart } from './read-xlsx.ts';
import { repairSheetNames } from './workbook.ts';

/** Reads a .xlsx into segments. Throws DocumentError only (bad input); an abort rethrows the signal's reason. */
export async function extractXlsx(bytes: Buffer, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const limits = options.limits ?? DEFAULT_DOCUMENT_LIMITS;
  const pkg = await OfficePackage.read(bytes, limits);
  options.signal?.throwIfAborted();
  return readXlsx(pkg, limits.maxTextChars).document('xlsx');
}

/**
 * Rewrites a .xlsx with each redaction's span replaced by its placeholder and every other copy of
 * the redacted values removed from every part; `extracted` must come from `extractXlsx(bytes)`.
 */
export async function redactXlsx(
  bytes: Buffer,
  extracted: ExtractedDocument,
  redactions: readonly Redaction[],
  options: ExtractOptions = {},
): Promise<Buffer> {
  return redactPackage(bytes, extracted, redactions, spreadsheetFormat(), options);
}

/**
 * How redaction treats SpreadsheetML beyond text: a cell's `v` belongs to its cell (a shared
 * string index must never be rewritten); a formula or defined name that holds a value is removed
 * (a formula could compute it again), and so are the other cells of a shared formula whose
 * defining cell went; sheet names are made valid again; the calculation chain, which lists the
 * formula cells, is dropped for Excel to rebuild.
 */
function spreadsheetFormat(): PackageFormat {
  const dropped: DroppedSharedFormulas = new Map();
  const dropsShared = (part: XmlPart, node: XmlNode) =>
    node.attributes.t === 'shared' && dropped.get(part.name)?.has(node.attributes.si ?? '') === true;
  return {
    read: (pkg: OfficePackage, maxTextChars: number) => readXlsx(pkg, maxTextChars, dropped),
    owns: (_part, node, path) => localName(node.name) === 'v' && localName(path.at(-1)?.name ?? '') === 'c',
    removes(part, node, holdsValue) {
      const local = localName(node.name);
      if (local === 'definedName') return holdsValue;
      if (local !== 'f') return false;
      if (holdsValue && node.attributes.t === 'shared' && node.attributes.ref) {
        dropped.set(part.name, (dropped.get(part.name) ?? new Set()).add(node.attributes.si ?? ''));
      }
      return holdsValue || dropsShared(part, node);
    },
    finish(pkg: OfficePackage) {
      const workbook = workbookPart(pkg);
      const part = pkg.xml(workbook);
      if (part) repairSheetNames(part);
      for (const relationship of pkg.relationships(workbook)) {
        if (hasType(relationship, 'calcChain') && relationship.targetPart) pkg.drop(relationship.targetPart);
      }
    },
  };
}
