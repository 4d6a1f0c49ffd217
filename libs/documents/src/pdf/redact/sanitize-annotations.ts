import { PDFArray, PDFDict, PDFName } from 'pdf-lib';
import type { PDFContext, PDFPageLeaf } from 'pdf-lib';
import { reachableStrings } from './pdf-object-graph.ts';
import { carriesValue } from './redaction-plan.ts';

// Annotations that carry files, media or 3D content are dropped from every redacted copy: what
// they hold is never read, so it cannot be shown to be clean.
const DROPPED_SUBTYPES = new Set(['FileAttachment', 'Sound', 'Movie', 'Screen', 'RichMedia', '3D']);
// Actions that only navigate; any other (JavaScript, Launch, SubmitForm, ImportData, …) could
// compute or send document text, so its annotation is dropped.
const SAFE_ACTIONS = new Set(['URI', 'GoTo', 'Named']);
// An annotation whose objects go on past this many is not inspected but dropped.
const INSPECTION_BUDGET = 2_000;

const name = (dict: PDFDict, key: string) => {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFName ? value.decodeText() : undefined;
};

function unsafe(context: PDFContext, annotation: PDFDict, values: string[]): boolean {
  if (DROPPED_SUBTYPES.has(name(annotation, 'Subtype') ?? '')) return true;
  const action = annotation.lookup(PDFName.of('A'));
  if (action instanceof PDFDict && !SAFE_ACTIONS.has(name(action, 'S') ?? '')) return true;
  const strings = reachableStrings(context, annotation, INSPECTION_BUDGET);
  return strings === null || strings.some((text) => carriesValue(text, values));
}

/**
 * Keeps the annotations of a page that stays as it was, except those that carry a removed value
 * (a mailto: link, a comment, a form value) or content that is never inspected. Kept annotations
 * lose their additional actions, chained actions and structure-tree link.
 */
export function sanitizePageAnnotations(context: PDFContext, page: PDFPageLeaf, values: string[]): void {
  const annotations = page.Annots();
  if (annotations === undefined) return;
  const kept = PDFArray.withContext(context);
  for (const entry of annotations.asArray()) {
    const annotation = context.lookup(entry);
    if (!(annotation instanceof PDFDict) || unsafe(context, annotation, values)) continue;
    annotation.delete(PDFName.of('AA'));
    annotation.delete(PDFName.of('StructParent'));
    const action = annotation.lookup(PDFName.of('A'));
    if (action instanceof PDFDict) action.delete(PDFName.of('Next'));
    kept.push(entry);
  }
  page.set(PDFName.of('Annots'), kept);
}
