import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts, degrees } from 'pdf-lib';
import type { PDFPage } from 'pdf-lib';

// Test support: PDFs built in the tests, never taken from elsewhere.

export const EMAIL = 'jane.doe@example.com';
export const PHONE = '+44 20 7946 0958';
export const AUTHOR = 'Jane Doe';
export const KEPT_TEXT = 'Quarterly figures stay readable';
export const KEPT_LINK = 'https://example.org/handbook';

function addLink(doc: PDFDocument, page: PDFPage, uri: string, rect: number[]): void {
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(uri) },
  });
  page.node.addAnnot(doc.context.register(annotation));
}

function addComment(doc: PDFDocument, page: PDFPage, text: string): void {
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Text',
    Rect: [40, 40, 60, 60],
    Contents: PDFHexString.fromText(text),
  });
  page.node.addAnnot(doc.context.register(annotation));
}

async function scanImage(doc: PDFDocument) {
  const canvas = createCanvas(400, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 400, 200);
  ctx.fillStyle = '#202020';
  ctx.fillRect(40, 60, 320, 20);
  ctx.fillRect(40, 110, 220, 20);
  return doc.embedPng(await canvas.encode('png'));
}

/**
 * Three pages: (1) an email and a phone number on their own lines, with a mailto: link over the
 * email; (2) text that is never redacted, a link that carries nothing and one that carries the
 * email, a comment naming the email and a form field holding it; (3) a scan: an image and no
 * text. The Info dictionary, XMP and an outline name the author; an attachment and an object that
 * nothing references (as an old revision leaves) hold the email.
 */
export async function samplePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([595, 842]);
  first.drawText('Customer record', { x: 72, y: 760, size: 16, font });
  first.drawText(`Contact: ${EMAIL} (work)`, { x: 72, y: 720, size: 12, font });
  first.drawText(`Phone: ${PHONE}`, { x: 72, y: 700, size: 12, font });
  addLink(doc, first, `mailto:${EMAIL}`, [120, 716, 250, 732]);
  const second = doc.addPage([612, 792]);
  second.drawText(KEPT_TEXT, { x: 72, y: 700, size: 12, font });
  addLink(doc, second, KEPT_LINK, [72, 690, 250, 712]);
  addLink(doc, second, `mailto:${EMAIL}?subject=hello`, [72, 650, 250, 672]);
  addComment(doc, second, `Ask ${EMAIL} about this`);
  const field = doc.getForm().createTextField('contact');
  field.setText(EMAIL);
  field.addToPage(second, { x: 72, y: 500, width: 250, height: 20, font });
  const third = doc.addPage([595, 842]);
  third.drawImage(await scanImage(doc), { x: 100, y: 400, width: 400, height: 200 });
  doc.setAuthor(AUTHOR);
  doc.setTitle('Customer record');
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${AUTHOR}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
  const context = doc.context;
  doc.catalog.set(PDFName.of('Metadata'), context.register(context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' })));
  const outlines = context.nextRef();
  const item = context.register(context.obj({ Title: PDFHexString.fromText(`Notes by ${AUTHOR}`), Parent: outlines }));
  context.assign(outlines, context.obj({ Type: 'Outlines', First: item, Last: item, Count: 1 }));
  doc.catalog.set(PDFName.of('Outlines'), outlines);
  context.register(context.obj({ Note: PDFHexString.fromText(`old revision: ${EMAIL}`) }));
  await doc.attach(Buffer.from(`contact ${EMAIL}`), 'contact.txt', { mimeType: 'text/plain' });
  return Buffer.from(await doc.save());
}

/** One page turned a quarter (/Rotate 90) holding an email and a word that stays. */
export async function rotatedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([400, 300]);
  page.setRotation(degrees(90));
  page.drawText(`Mail ${EMAIL} now`, { x: 40, y: 150, size: 14, font });
  return Buffer.from(await doc.save());
}

/** `count` blank pages, really present in the page tree. */
export async function blankPagesPdf(count: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let index = 0; index < count; index += 1) doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

/** Deterministic noise (a linear congruential generator), so a failure can be replayed. */
export function noise(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    bytes[index] = state >> 16;
  }
  return bytes;
}
