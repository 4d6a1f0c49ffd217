import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import { AnnotationMode } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy, PageViewport } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface RenderedPage {
  canvas: Canvas;
  /** Maps PDF user space to the canvas' pixels. */
  viewport: PageViewport;
}

// A page may declare any size (PDF allows 200 inches a side, more with UserUnit): past these
// bounds the resolution drops instead of the memory growing. 12 Mpx holds A3 at 200 dpi.
const MAX_PIXELS = 12_000_000;
const MAX_SIDE = 8_000;

export interface RenderOptions {
  dpi: number;
  /** Apply the page's /Rotate (what a reader, or OCR, sees); otherwise the canvas is in the page's
   * unrotated user space, the orientation in which a replacement image is drawn. */
  upright: boolean;
  /** Draw annotation appearances (comments, stamps, form fields) over the page. */
  annotations: boolean;
  signal?: AbortSignal;
}

/** Renders a page to a canvas at `dpi`, lowered when the page is too large for the pixel bounds. */
export async function renderPage(page: PDFPageProxy, options: RenderOptions): Promise<RenderedPage> {
  const { dpi, signal } = options;
  const rotation = options.upright ? page.rotate : 0;
  const unit = page.getViewport({ scale: 1, rotation });
  const scale = Math.min(
    dpi / 72,
    Math.sqrt(MAX_PIXELS / Math.max(1, unit.width * unit.height)),
    MAX_SIDE / Math.max(1, unit.width),
    MAX_SIDE / Math.max(1, unit.height),
  );
  const viewport = page.getViewport({ scale, rotation });
  const canvas = createCanvas(Math.max(1, Math.ceil(viewport.width)), Math.max(1, Math.ceil(viewport.height)));
  const task = page.render({
    // pdfjs types the canvas as a DOM element, a type this Node project does not have; in Node it
    // draws on @napi-rs/canvas, the canvas its own Node factory makes.
    canvas: canvas as never,
    viewport,
    annotationMode: options.annotations ? AnnotationMode.ENABLE : AnnotationMode.DISABLE,
  });
  const cancel = () => task.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    await task.promise;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  signal?.throwIfAborted();
  return { canvas, viewport };
}
