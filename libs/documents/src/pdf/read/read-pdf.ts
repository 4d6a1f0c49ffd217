import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { DocumentError } from '../../document-error.ts';
import { DEFAULT_DOCUMENT_LIMITS } from '../../types.ts';
import type { ExtractOptions, ExtractedDocument, TextSegment } from '../../types.ts';
import { readDocumentInfo } from './document-info.ts';
import { openPdf, toDocumentError } from './pdfjs-loader.ts';
import type { OpenPdf } from './pdfjs-loader.ts';
import { renderPage } from './render-page.ts';
import { groupLines } from './text-lines.ts';
import type { PdfLine } from './text-lines.ts';

/** What a reading keeps beside the public extraction: the geometry of every text-layer line. */
export interface PdfReading {
  document: ExtractedDocument;
  /** Segment index → the line it was read from (segments of part 'body' only). */
  lines: Map<number, PdfLine>;
}

// 200 dpi reads body text well with the OCR engines and keeps an A4 page under 4 Mpx.
const OCR_DPI = 200;
// Scans often carry a stamped page number or Bates label as text: a page with fewer visible
// characters than this that paints an image is read as a scanned page.
const SPARSE_TEXT = 32;
const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintInlineImageXObjectGroup,
]);

/** Reads the text layer, links, comments and metadata of a PDF (see `extractPdf`). */
export async function extractPdf(bytes: Buffer, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const opened = await openPdf(bytes, options.limits);
  try {
    return (await readPdf(opened, options)).document;
  } finally {
    await opened.close();
  }
}

/**
 * Reads an opened PDF page by page. A file that needs a password to open is refused by
 * `openPdf`; one encrypted with an empty user password reads like any other.
 */
export async function readPdf(opened: OpenPdf, options: ExtractOptions): Promise<PdfReading> {
  const { pdf } = opened;
  const limits = options.limits ?? DEFAULT_DOCUMENT_LIMITS;
  const segments: TextSegment[] = [];
  const lines = new Map<number, PdfLine>();
  let characters = 0;
  const add = (segment: TextSegment, line?: PdfLine) => {
    characters += segment.text.length;
    if (characters > limits.maxTextChars) {
      throw new DocumentError('too-complex', `more than ${limits.maxTextChars} characters of text`);
    }
    if (line !== undefined) lines.set(segments.length, line);
    segments.push(segment);
  };
  try {
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber += 1) {
      options.signal?.throwIfAborted();
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      const pageLines = groupLines(items, content.styles);
      pageLines.forEach((line, index) =>
        add({ text: line.text, part: 'body', location: { page: pageNumber, line: index + 1 } }, line),
      );
      if (options.ocr !== undefined && (await looksScanned(page, pageLines))) {
        const { canvas } = await renderPage(page, {
          dpi: OCR_DPI,
          upright: true,
          annotations: true,
          signal: options.signal,
        });
        const text = await options.ocr(await canvas.encode('png'), options.signal).catch((error: unknown) => {
          throw new OcrFailure(error);
        });
        ocrLines(text).forEach((line, index) =>
          add({ text: line, part: 'ocr', location: { page: pageNumber, line: index + 1 } }),
        );
      }
      for (const annotation of await readAnnotations(page)) add({ ...annotation, location: { page: pageNumber } });
      page.cleanup();
    }
    for (const value of readDocumentInfo(opened.info, opened.xmp)) add({ text: value, part: 'metadata', location: {} });
  } catch (error) {
    // The OCR engine failing says nothing about the file: its error reaches the caller unchanged.
    if (error instanceof OcrFailure) throw error.cause;
    throw toDocumentError(error);
  }
  return { document: { type: 'pdf', pageCount: pdf.numPages, segments }, lines };
}

function visibleCharacters(lines: PdfLine[]): number {
  return lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
}

async function looksScanned(page: PDFPageProxy, lines: PdfLine[]): Promise<boolean> {
  const visible = visibleCharacters(lines);
  if (visible === 0) return true;
  if (visible >= SPARSE_TEXT) return false;
  const { fnArray } = await page.getOperatorList();
  return fnArray.some((op) => IMAGE_OPS.has(op));
}

class OcrFailure extends Error {
  constructor(cause: unknown) {
    super('ocr failed', { cause });
  }
}

function ocrLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

interface AnnotationText {
  text: string;
  part: 'link' | 'comment';
}

/** Link targets and the comments of markup annotations; form fields are not read. */
async function readAnnotations(page: PDFPageProxy): Promise<AnnotationText[]> {
  // pdfjs describes annotations as loosely typed objects; only these fields are read.
  const annotations = (await page.getAnnotations()) as {
    subtype?: string;
    url?: string;
    unsafeUrl?: string;
    contentsObj?: { str?: string };
  }[];
  const texts: AnnotationText[] = [];
  for (const annotation of annotations) {
    const target = annotation.unsafeUrl ?? annotation.url;
    if (annotation.subtype === 'Link' && typeof target === 'string' && target.length > 0) {
      texts.push({ text: target, part: 'link' });
    }
    const contents = annotation.contentsObj?.str?.trim();
    if (annotation.subtype !== 'Link' && annotation.subtype !== 'Widget' && contents) {
      texts.push({ text: contents, part: 'comment' });
    }
  }
  return texts;
}
