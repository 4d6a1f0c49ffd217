import type { Canvas } from '@napi-rs/canvas';
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';

const deflateAsync = promisify(deflate);

/** A rendered page as the pixel data of a PDF image XObject. */
export interface PageImage {
  width: number;
  height: number;
  filter: 'FlateDecode' | 'DCTDecode';
  colorSpace: 'DeviceGray' | 'DeviceRGB';
  data: Buffer;
}

// Lossless pixels keep text edges and the painted boxes sharp, and a page of text deflates to
// well under a tenth of a byte per pixel. A page that deflates poorly holds photographs; JPEG is
// tried there and kept when it is under half the lossless size.
const JPEG_QUALITY = 85;
const PHOTOGRAPHIC_BYTES_PER_PIXEL = 0.25;
const JPEG_ADVANTAGE = 0.5;

/** Encodes a canvas for a PDF: grey when every pixel is grey, JPEG when that is much smaller. */
export async function encodePageImage(canvas: Canvas): Promise<PageImage> {
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const pixels = width * height;
  let grey = true;
  for (let i = 0; i < rgba.length && grey; i += 4) {
    grey = rgba[i] === rgba[i + 1] && rgba[i] === rgba[i + 2];
  }
  const raw = Buffer.allocUnsafe(grey ? pixels : pixels * 3);
  if (grey) {
    for (let p = 0; p < pixels; p += 1) raw[p] = rgba[p * 4] as number;
  } else {
    for (let p = 0, o = 0; p < pixels; p += 1, o += 3) {
      raw[o] = rgba[p * 4] as number;
      raw[o + 1] = rgba[p * 4 + 1] as number;
      raw[o + 2] = rgba[p * 4 + 2] as number;
    }
  }
  const flate = await deflateAsync(raw);
  const colorSpace = grey ? 'DeviceGray' : 'DeviceRGB';
  if (flate.length > pixels * PHOTOGRAPHIC_BYTES_PER_PIXEL) {
    const jpeg = await canvas.encode('jpeg', JPEG_QUALITY);
    if (jpeg.length < flate.length * JPEG_ADVANTAGE) {
      return { width, height, filter: 'DCTDecode', colorSpace: 'DeviceRGB', data: jpeg };
    }
  }
  return { width, height, filter: 'FlateDecode', colorSpace, data: flate };
}
