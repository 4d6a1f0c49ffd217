import { DEFAULT_DOCUMENT_LIMITS } from '../../types.ts';
import type { ExtractOptions, ExtractedDocument, Redaction } from '../../types.ts';
import { OfficePackage } from '../package/office-package.ts';
import { redactPackage } from '../redaction/redact-package.ts';
import { readDocx } from './read-docx.ts';

/** Reads a .docx into segments. Throws DocumentError only (bad input); an abort rethrows the signal's reason. */
export async function extractDocx(bytes: Buffer, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const limits = options.limits ?? DEFAULT_DOCUMENT_LIMITS;
  const pkg = await OfficePackage.read(bytes, limits);
  options.signal?.throwIfAborted();
  return readDocx(pkg, limits.maxTextChars).document('docx');
}

/**
 * Rewrites a .docx with each redaction's span replaced by its placeholder and every other copy of
 * the redacted values removed from every part; `extracted` must come from `extractDocx(bytes)`.
 */
export async function redactDocx(
  bytes: Buffer,
  extracted: ExtractedDocument,
  redactions: readonly Redaction[],
  options: ExtractOptions = {},
): Promise<Buffer> {
  return redactPackage(bytes, extracted, redactions, { read: readDocx }, options);
}
