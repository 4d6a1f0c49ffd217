import type { Canvas } from '@napi-rs/canvas';
import type { PageViewport } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DocumentError } from '../../document-error.ts';
import type { DocumentLimits, ExtractedDocument, Redaction } from '../../types.ts';
import { encodePageImage } from './page-image.ts';
import { isEncrypted, openPdf, toDocumentError } from '../read/pdfjs-loader.ts';
import { readPdf } from '../read/read-pdf.ts';
import { rebuildPdf } from './rebuild-pdf.ts';
import type { RasterPage } from './rebuild-pdf.ts';
import { planRedaction } from './redaction-plan.ts';
import type { PagePaint } from './redaction-plan.ts';
import { renderPage } from '../read/render-page.ts';

export interface RedactPdfOptions {
  limits?: DocumentLimits;
  signal?: AbortSignal;
}

// 150 dpi keeps body text legible on a replaced page at about 2 Mpx for A4 (see README.md).
const REDACTION_DPI = 150;

/**
 * Writes a copy of the PDF without the redacted spans. A page holding one is replaced by an image
 * of itself with the spans painted black, so neither the text nor its glyphs stay in the file;
 * other pages are kept as they are. Every redacted copy loses the document metadata, outlines,
 * structure tree, attachments, form data and scripts, and the links and comments that carry a
 * removed value. `extracted` is the caller's extraction of these bytes (with or without OCR).
 */
export async function redactPdf(
  bytes: Buffer,
  extracted: ExtractedDocument,
  redactions: Redaction[],
  options: RedactPdfOptions = {},
): Promise<Buffer> {
  if (redactions.length === 0) return Buffer.from(bytes);
  const { signal } = options;
  const opened = await openPdf(bytes, options.limits);
  const pageCount = opened.pdf.numPages;
  const rasters: RasterPage[] = [];
  let values: string[];
  try {
    // pdf-lib cannot decrypt, so an encrypted file (even one that opens without a password) could
    // only be written back with its content still encrypted under a dropped key.
    if (isEncrypted(opened.info)) throw new DocumentError('encrypted', 'an encrypted pdf cannot be rewritten');
    const reading = await readPdf(opened, { limits: options.limits, signal });
    const plan = planRedaction(extracted, reading, redactions);
    values = plan.values;
    for (const pageNumber of [...plan.pages.keys()].sort((a, b) => a - b)) {
      signal?.throwIfAborted();
      const page = await opened.pdf.getPage(pageNumber);
      // Annotations are left out of the image: those of a replaced page are not kept, and their
      // appearance (a comment, a filled-in field) was never read, so it is not known to be clean.
      const { canvas, viewport } = await renderPage(page, {
        dpi: REDACTION_DPI,
        upright: false,
        annotations: false,
        signal,
      });
      paint(canvas, viewport, plan.pages.get(pageNumber) ?? { quads: [], whole: true });
      rasters.push({ index: pageNumber - 1, view: page.view, image: await encodePageImage(canvas) });
      page.cleanup();
    }
  } catch (error) {
    throw toDocumentError(error);
  } finally {
    await opened.close();
  }
  try {
    return await rebuildPdf(bytes, pageCount, rasters, values);
  } catch (error) {
    throw toDocumentError(error);
  }
}

function paint(canvas: Canvas, viewport: PageViewport, page: PagePaint): void {
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#000000';
  ctx.strokeStyle = '#000000';
  if (page.whole) {
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    return;
  }
  // The stroke widens each box by a pixel, so anti-aliased glyph edges at its border go too.
  ctx.lineWidth = 2;
  for (const quad of page.quads) {
    ctx.beginPath();
    quad.forEach(([x, y], index) => {
      const [px, py] = viewport.convertToViewportPoint(x, y) as [number, number];
      if (index === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    });
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
}
