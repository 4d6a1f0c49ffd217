import { DEFAULT_DOCUMENT_LIMITS } from '../../types.ts';
import type { ExtractOptions, ExtractedDocument, Redaction } from '../../types.ts';
import { OfficePackage } from '../package/office-package.ts';
import { hasType } from '../package/relationships.ts';
import type { PackageText } from './package-text.ts';
import { sweepNodes } from './sweep-nodes.ts';
import type { SweepRules } from './sweep-nodes.ts';
import type { RedactionTarget, Span } from './targets.ts';
import { mergeSpans } from './targets.ts';
import { checkRedactions } from './check-redactions.ts';
import { ValueSweep } from './value-sweep.ts';
import { verifyRedacted } from './verify-redacted.ts';

export interface PackageFormat extends SweepRules {
  read(pkg: OfficePackage, maxTextChars: number): PackageText;
  /** Format-level repairs once every edit is made (sheet names, calculation chain). */
  finish?(pkg: OfficePackage): void;
}

/**
 * Redacts a docx/xlsx in four steps: the caller's spans, and every other occurrence of the values
 * they remove, are written into the text they index (runs, cells, attributes); what no segment
 * covers is swept part by part; the package is rebuilt; the result is read back and refused if a
 * value survives anywhere.
 */
export async function redactPackage(
  bytes: Buffer,
  extracted: ExtractedDocument,
  redactions: readonly Redaction[],
  format: PackageFormat,
  options: ExtractOptions = {},
): Promise<Buffer> {
  const limits = options.limits ?? DEFAULT_DOCUMENT_LIMITS;
  const pkg = await OfficePackage.read(bytes, limits);
  const text = format.read(pkg, limits.maxTextChars);
  checkRedactions(extracted, text.segments, redactions);
  if (redactions.length === 0) return bytes;

  const sweep = ValueSweep.fromRedactions(text.segments, redactions);
  const spans = new Map<RedactionTarget, Span[]>();
  for (const { segment, start, end, placeholder } of redactions) {
    const target = text.targets[segment];
    if (target) spans.set(target, [...(spans.get(target) ?? []), { start, end, placeholder }]);
  }
  for (const target of new Set([...text.targets, ...text.hidden])) {
    const found = [...(spans.get(target) ?? []), ...sweep.find(target.text)];
    if (found.length > 0) target.redact(mergeSpans(found));
  }
  options.signal?.throwIfAborted();
  sweepNodes(pkg, sweep, format);
  format.finish?.(pkg);
  // A thumbnail is a picture of the first page, values included.
  for (const relationship of pkg.relationships('')) {
    if (hasType(relationship, 'thumbnail') && relationship.targetPart) pkg.drop(relationship.targetPart);
  }
  const output = await pkg.write();
  options.signal?.throwIfAborted();
  await verifyRedacted(output, sweep, limits, format);
  return output;
}
