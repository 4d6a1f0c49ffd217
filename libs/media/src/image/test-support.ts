import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A white page with dark text on it, as sharp renders an SVG; the pipeline is left open for the format. */
export function textPage(width = 320, height = 120, text = 'Jane Roe 0171 555 0199') {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fafafa"/>` +
    `<text x="12" y="${Math.round(height / 2)}" font-family="sans-serif" font-size="22" fill="#203040">${text}</text>` +
    `<rect x="0" y="${height - 20}" width="${width}" height="20" fill="#3070c0"/></svg>`;
  return sharp(Buffer.from(svg));
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG file of a few hundred bytes whose header declares `width` × `height` grey pixels. */
export function declaredSizePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, adaptive filters, no interlace
  // The first rows only: a decoder would need the whole image, the header check must not.
  const rows = deflateSync(Buffer.alloc(Math.min(height, 4) * (width + 1)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG with a tEXt chunk (`keyword`\0`text`) inserted after its header. */
export function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const afterIhdr = 8 + 25;
  const tEXt = chunk(
    'tEXt',
    Buffer.concat([Buffer.from(keyword, 'latin1'), Buffer.from([0]), Buffer.from(text, 'latin1')]),
  );
  return Buffer.concat([png.subarray(0, afterIhdr), tEXt, png.subarray(afterIhdr)]);
}

/** A 2×2 24-bit BMP: a format sharp's prebuilt does not read. */
export function tinyBmp(): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + 16, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(16, 34);
  return Buffer.concat([header, Buffer.alloc(16, 0x80)]);
}
