import JSZip from 'jszip';
import sharp from 'sharp';
import { customerRecord, logLine } from './documents-content.ts';

/**
 * A DOCX written by hand: one paragraph per customer record and, when given, a photograph as an
 * inline picture after the first paragraph, as a report with a picture carries it.
 */

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WP = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const PIC = 'http://schemas.openxmlformats.org/drawingml/2006/picture';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// 6 × 4.5 inches in EMU.
const EXTENT = 'cx="5486400" cy="4114800"';
const pictureParagraph =
  `<w:p><w:r><w:drawing><wp:inline><wp:extent ${EXTENT}/><wp:docPr id="1" name="Picture 1"/>` +
  `<a:graphic><a:graphicData uri="${PIC}"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="photo.jpeg"/><pic:cNvPicPr/></pic:nvPicPr>` +
  `<pic:blipFill><a:blip r:embed="rId2"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
  `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext ${EXTENT}/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr>` +
  `</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;

export async function docx(count: number, photo?: Buffer): Promise<Buffer> {
  const paragraphs: string[] = [];
  for (let i = 0; i < count; i += 1) {
    paragraphs.push(`<w:p><w:r><w:t>${xmlEscape(logLine(customerRecord(i)))}</w:t></w:r></w:p>`);
    if (i === 0 && photo) paragraphs.push(pictureParagraph);
  }
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/><Default Extension="jpeg" ContentType="image/jpeg"/>` +
      `<Override PartName="/word/document.xml" ContentType="${WML}"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}">` +
      `<Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
      `<w:document xmlns:w="${W}" xmlns:r="${R}" xmlns:wp="${WP}" xmlns:a="${A}" xmlns:pic="${PIC}">` +
      `<w:body>${paragraphs.join('')}<w:sectPr/></w:body></w:document>`,
  );
  if (photo) {
    zip.file(
      'word/_rels/document.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}">` +
        `<Relationship Id="rId2" Type="${R}/image" Target="media/photo.jpeg"/></Relationships>`,
    );
    zip.file('word/media/photo.jpeg', photo);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const noiseJpeg = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/** A JPEG of about `bytes` (± a few per cent): noise, which compresses about as little as a photograph. */
export async function photoOf(bytes: number): Promise<Buffer> {
  const probe = await noiseJpeg(400, 300);
  const scale = Math.sqrt(bytes / probe.length);
  return noiseJpeg(Math.max(16, Math.round(400 * scale)), Math.max(12, Math.round(300 * scale)));
}
