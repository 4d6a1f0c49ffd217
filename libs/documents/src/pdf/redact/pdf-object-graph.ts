import { PDFArray, PDFDict, PDFHexString, PDFName, PDFRef, PDFStream, PDFString } from 'pdf-lib';
import type { PDFContext, PDFObject } from 'pdf-lib';

/** The objects `object` points to directly (a reference counts as one, not what it points to). */
function children(object: PDFObject): PDFObject[] {
  if (object instanceof PDFDict) return object.entries().map(([, value]) => value);
  if (object instanceof PDFArray) return object.asArray();
  if (object instanceof PDFStream) return object.dict.entries().map(([, value]) => value);
  return [];
}

/**
 * Deletes every indirect object the document root does not reach. pdf-lib writes every object it
 * parsed, referenced or not, so without this a replaced page's old content stream, its fonts and
 * earlier revisions of edited objects would still be in the redacted file.
 */
export function removeUnreachable(context: PDFContext): void {
  const reached = new Set<PDFRef>();
  const root = context.trailerInfo.Root;
  const pending: PDFObject[] = root === undefined ? [] : [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = context.lookup(object);
      if (target !== undefined) pending.push(target);
    } else {
      pending.push(...children(object));
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref)) context.delete(ref);
  }
}

const TYPE = PDFName.of('Type');
const PAGE = PDFName.of('Page');
const PAGES = PDFName.of('Pages');

/**
 * The text strings reachable from `start` without entering a page or the page tree (an annotation
 * points back at its page; what the pages hold is dealt with page by page). Returns null when more
 * than `budget` objects would have to be read: the caller treats an object that large as unsafe.
 */
export function reachableStrings(context: PDFContext, start: PDFObject, budget: number): string[] | null {
  const seen = new Set<PDFObject>();
  const strings: string[] = [];
  const pending: PDFObject[] = [start];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    const resolved = object instanceof PDFRef ? context.lookup(object) : object;
    if (resolved === undefined || seen.has(resolved)) continue;
    seen.add(resolved);
    if (seen.size > budget) return null;
    if (resolved instanceof PDFString || resolved instanceof PDFHexString) {
      strings.push(resolved.decodeText());
      continue;
    }
    const dict = resolved instanceof PDFStream ? resolved.dict : resolved;
    const type = dict instanceof PDFDict ? dict.get(TYPE) : undefined;
    if (resolved !== start && (type === PAGE || type === PAGES)) continue;
    pending.push(...children(resolved));
  }
  return strings;
}
