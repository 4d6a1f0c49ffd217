import { PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import type { PDFPage } from 'pdf-lib';
import { DocumentError } from '../../document-error.ts';
import { removeUnreachable } from './pdf-object-graph.ts';
import type { PageImage } from './page-image.ts';
import { sanitizePageAnnotations } from './sanitize-annotations.ts';

/** A page to replace by an image of itself (`view` is pdfjs' visible box, in user space). */
export interface RasterPage {
  index: number;
  view: number[];
  image: PageImage;
}

// The catalog keeps only what lays the pages out. Everything else can carry document text:
// outlines, named destinations and attachments (Names), the structure tree, AcroForm values,
// document JavaScript and open actions, XMP metadata, page labels, threads, URI base.
const CATALOG_KEEP = new Set([
  'Type',
  'Pages',
  'OCProperties',
  'PageLayout',
  'PageMode',
  'ViewerPreferences',
  'Version',
]);
// Page entries that carry text or actions beside the content: additional actions, XMP,
// private application data, the structure tree link, thumbnails, article beads.
const PAGE_DROP = ['AA', 'Metadata', 'PieceInfo', 'StructParents', 'Thumb', 'B'];
// What a replaced page keeps: its place in the page tree, its size and its orientation.
const RASTER_KEEP = ['Type', 'Parent', 'MediaBox', 'CropBox', 'Rotate', 'UserUnit'];

/**
 * Writes the redacted copy: each page of `rasters` becomes one image of itself, the other pages
 * keep their content but lose annotations that carry a removed value, and the document loses its
 * metadata and every catalog entry that could hold text. The objects nothing references any more
 * (the replaced pages' text, fonts, old revisions) are dropped before writing, so they are not in
 * the file at all.
 */
export async function rebuildPdf(
  bytes: Uint8Array,
  pageCount: number,
  rasters: RasterPage[],
  values: string[],
): Promise<Buffer> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    throw new DocumentError(isEncryptedError(error) ? 'encrypted' : 'corrupt', 'pdf could not be rewritten');
  }
  const pages = doc.getPages();
  // pdfjs and pdf-lib must agree on the page tree, or a page meant to be replaced could be missed.
  if (pages.length !== pageCount) throw new DocumentError('corrupt', 'page tree is inconsistent');
  const rastered = new Set(rasters.map((raster) => raster.index));
  for (const raster of rasters) {
    const page = pages[raster.index];
    if (page !== undefined) replaceWithImage(doc, page, raster);
  }
  pages.forEach((page, index) => {
    if (rastered.has(index)) return;
    for (const key of PAGE_DROP) page.node.delete(PDFName.of(key));
    sanitizePageAnnotations(doc.context, page.node, values);
  });
  const catalog = doc.catalog;
  for (const key of catalog.keys()) {
    if (!CATALOG_KEEP.has(key.decodeText())) catalog.delete(key);
  }
  doc.context.trailerInfo.Info = undefined;
  removeUnreachable(doc.context);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

function isEncryptedError(error: unknown): boolean {
  return error instanceof Error && error.name === 'EncryptedPDFError';
}

function replaceWithImage(doc: PDFDocument, page: PDFPage, raster: RasterPage): void {
  const { context } = doc;
  const node = page.node;
  // Inherited boxes and rotation become the page's own before the rest of the page goes.
  const inherited = {
    MediaBox: node.MediaBox(),
    CropBox: node.CropBox(),
    Rotate: node.Rotate(),
  };
  for (const key of node.keys()) {
    if (!RASTER_KEEP.includes(key.decodeText())) node.delete(key);
  }
  for (const [key, value] of Object.entries(inherited)) {
    if (value !== undefined) node.set(PDFName.of(key), value.clone());
  }
  const { image } = raster;
  const imageRef = context.register(
    context.stream(image.data, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: image.width,
      Height: image.height,
      ColorSpace: image.colorSpace,
      BitsPerComponent: 8,
      Filter: image.filter,
    }),
  );
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = raster.view;
  const draw = `q ${num(x1 - x0)} 0 0 ${num(y1 - y0)} ${num(x0)} ${num(y0)} cm /Page Do Q`;
  node.set(PDFName.of('Contents'), context.register(context.flateStream(draw)));
  node.set(PDFName.of('Resources'), context.obj({ XObject: { Page: imageRef } }));
}

const num = (value: number) => PDFNumber.of(value).toString();
