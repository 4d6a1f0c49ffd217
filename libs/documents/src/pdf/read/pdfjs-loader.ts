import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DocumentError } from '../../document-error.ts';
import { DEFAULT_DOCUMENT_LIMITS } from '../../types.ts';
import type { DocumentLimits } from '../../types.ts';

/** The npm package's own data folders: pdfjs reads them from disk in Node, never from a network. */
const PDFJS_ROOT = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
export const PDFJS_FOLDER = (name: 'standard_fonts' | 'cmaps' | 'wasm' | 'iccs') => `${join(PDFJS_ROOT, name)}/`;

export interface OpenPdf {
  pdf: PDFDocumentProxy;
  /** pdfjs' view of the Info dictionary (it also tells whether the file is encrypted). */
  info: Record<string, unknown>;
  /** The XMP packet's properties as [name, value] pairs, when there is one. */
  xmp: Iterable<[string, unknown]> | null;
  close(): Promise<void>;
}

/**
 * Opens a PDF with pdfjs and refuses it, as a DocumentError, before any page is read when it is too
 * large, encrypted or has more pages than the limits allow: the page count comes from the page
 * tree's root, so a file declaring a million pages costs no more than one declaring one.
 */
export async function openPdf(bytes: Uint8Array, limits: DocumentLimits = DEFAULT_DOCUMENT_LIMITS): Promise<OpenPdf> {
  if (bytes.length > limits.maxBytes) throw new DocumentError('too-large', `${bytes.length} bytes`);
  if (bytes.length === 0) throw new DocumentError('corrupt', 'empty file');
  const task = getDocument({
    // pdfjs keeps (and may detach) the array it is given: it gets a copy, never the caller's buffer.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: 0,
    standardFontDataUrl: PDFJS_FOLDER('standard_fonts'),
    cMapUrl: PDFJS_FOLDER('cmaps'),
    cMapPacked: true,
    wasmUrl: PDFJS_FOLDER('wasm'),
    iccUrl: PDFJS_FOLDER('iccs'),
  });
  const close = () => task.destroy();
  try {
    const pdf = await task.promise;
    if (pdf.numPages > limits.maxPages) {
      throw new DocumentError('too-complex', `${pdf.numPages} pages, limit ${limits.maxPages}`);
    }
    const { info, metadata } = await pdf.getMetadata();
    // pdfjs types both loosely: the Info dictionary is a plain object, XMP iterates pairs.
    const xmp = metadata as Iterable<[string, unknown]> | null;
    return { pdf, info: info as Record<string, unknown>, xmp, close };
  } catch (error) {
    await close();
    throw toDocumentError(error);
  }
}

/** pdfjs' exceptions, and whatever else a hostile file provokes, as the failure the API reports. */
export function toDocumentError(error: unknown): DocumentError | Error {
  if (error instanceof DocumentError) return error;
  const name = error instanceof Error ? error.name : typeof error;
  // An abort is the caller's decision, not a property of the file: it passes through unchanged.
  if (name === 'AbortError' && error instanceof Error) return error;
  if (name === 'PasswordException') return new DocumentError('encrypted', 'a password is needed to open the file');
  return new DocumentError('corrupt', `pdf could not be read (${name})`);
}

/** Whether pdfjs found an /Encrypt entry (a file that opens without a password can still have one). */
export function isEncrypted(info: Record<string, unknown>): boolean {
  return info['EncryptFilterName'] !== null && info['EncryptFilterName'] !== undefined;
}
