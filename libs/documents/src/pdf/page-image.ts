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

// Lossless pixels keep text edges and the painted boxes sharp, and compress as well as JPEG on
// pages of text; a photograph compresses far better as JPEG, which is used once it is under half
// the lossless size.
const JPEG_QUALITY = 85;
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
  const channels = grey ? 1 : 3;
  const raw = Buffer.allocUnsafe(pixels * channels);
  for (let p = 0; p < pixels; p += 1) {
    for (let c = 0; c < channels; c += 1) raw[p * channels + c] = rgba[p * 4 + c] ?? 255;
  }
  const [flate, jpeg] = await Promise.all([deflateAsync(raw), canvas.encode('jpeg', JPEG_QUALITY)]);
  const colorSpace = grey ? 'DeviceGray' : 'DeviceRGB';
  if (jpeg.length < flate.length * JPEG_ADVANTAGE) {
    return { width, height, filter: 'DCTDecode', colorSpace: 'DeviceRGB', data: jpeg };
  }
  return { width, height, filter: 'FlateDecode', colorSpace, data: flate };
}
