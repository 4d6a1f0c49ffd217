import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { zipOf } from '../office/test-support.ts';
import type { PageOcr } from '../types.ts';

// Test support: large documents built in the tests, and an OCR the test answers by hand.

export const LARGE_EMAIL = 'john.smith@example.com';
const WORDS = ['renewal', 'contract', 'Rotterdam', 'figures', 'quarterly', 'harbour', 'customer', 'record'];
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A .docx of `paragraphs` paragraphs (about 120 characters each, one in 500 naming an e-mail) and `mediaMb` of incompressible media. */
export function largeDocx(paragraphs: number, mediaMb: number): Promise<Buffer> {
  const body: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    const words = Array.from({ length: 12 }, (_, j) => `${WORDS[(i * 7 + j * 3) % WORDS.length]}${i % 97}`).join(' ');
    const email = i % 500 === 0 ? ` mail ${LARGE_EMAIL}` : '';
    body.push(`<w:p><w:r><w:t xml:space="preserve">${words}${email}</w:t></w:r></w:p>`);
  }
  return zipOf({
    '[Content_Types].xml':
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
      `<Default Extension="bin" ContentType="application/octet-stream"/>` +
      `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    '_rels/.rels':
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body.join('')}</w:body></w:document>`,
    'word/media/blob.bin': randomBytes(mediaMb * 1024 * 1024),
  });
}

/** A text PDF of `pages` pages of 45 lines, the e-mail on one page in ten. */
export async function largePdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    for (let line = 0; line < 45; line++) {
      const email = p % 10 === 0 && line === 3 ? ` ${LARGE_EMAIL}` : '';
      page.drawText(`Line ${line} of page ${p}: quarterly figures for the harbour${email}`, {
        x: 40,
        y: 800 - line * 17,
        size: 11,
        font,
      });
    }
  }
  return Buffer.from(await doc.save());
}

/** An OCR that answers only when the test says so: the job waiting on it holds its worker. */
export function heldOcr() {
  let answer: (text: string) => void = () => undefined;
  let seen: (signal: AbortSignal | undefined) => void = () => undefined;
  const called = new Promise<AbortSignal | undefined>((resolve) => (seen = resolve));
  const ocr: PageOcr = (_png, signal) => {
    seen(signal);
    return new Promise((resolve) => (answer = resolve));
  };
  return { ocr, called, answer: (text = 'HELD PAGE') => answer(text) };
}
