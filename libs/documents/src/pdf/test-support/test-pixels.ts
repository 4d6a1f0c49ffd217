import { openPdf } from '../read/pdfjs-loader.ts';
import { readPdf } from '../read/read-pdf.ts';
import { renderPage } from '../read/render-page.ts';
import { spanQuads } from '../redact/span-quads.ts';

// Test support: where a value sits on a page, and what colour a rendered page has there.

export interface Point {
  x: number;
  y: number;
}

/** The centre, in PDF user space, of the first body occurrence of `value`. */
export async function valueCentre(bytes: Buffer, value: string): Promise<Point> {
  const opened = await openPdf(bytes);
  try {
    const reading = await readPdf(opened, {});
    for (const [index, line] of reading.lines) {
      const start = reading.document.segments[index]?.text.indexOf(value) ?? -1;
      if (start < 0) continue;
      const corners = spanQuads(line, start, start + value.length).flat();
      const mean = (axis: 0 | 1) => corners.reduce((sum, corner) => sum + corner[axis], 0) / corners.length;
      return { x: mean(0), y: mean(1) };
    }
    throw new Error('value not found');
  } finally {
    await opened.close();
  }
}

/** Whether page `pageNumber` of the PDF is dark at `point` (PDF user space), as a reader draws it. */
export async function darkAt(bytes: Buffer, pageNumber: number, point: Point): Promise<boolean> {
  const opened = await openPdf(bytes);
  try {
    const page = await opened.pdf.getPage(pageNumber);
    const { canvas, viewport } = await renderPage(page, { dpi: 72, upright: true, annotations: true });
    const [px, py] = viewport.convertToViewportPoint(point.x, point.y) as [number, number];
    const [r = 0, g = 0, b = 0] = canvas.getContext('2d').getImageData(Math.floor(px), Math.floor(py), 1, 1).data;
    return r + g + b < 150;
  } finally {
    await opened.close();
  }
}
