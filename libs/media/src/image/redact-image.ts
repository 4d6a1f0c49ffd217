import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { Box } from '../box.ts';
import { readOptions, type ImageFormat, type ImageInfo } from './inspect-image.ts';

export interface RedactOptions {
  /**
   * Pixels added on every side of each box. OCR boxes hug the ink; anti-aliased letter edges and
   * boxes cut from a line's box by character count fall just outside them.
   */
  padding?: number;
}

export const DEFAULT_REDACT_PADDING = 2;

const OPAQUE_BLACK = { r: 0, g: 0, b: 0, alpha: 1 };

/**
 * The redacted copy: every box painted opaque black (clipped to the image), in the input's format
 * and displayed size, with all metadata dropped (EXIF and its GPS, XMP, IPTC, ICC, text comments) —
 * sharp writes none unless asked. EXIF orientation is applied to the pixels, so the copy looks the
 * same without the tag and the boxes (displayed frame, see `imageForOcr`) land where they were read.
 * No boxes: a metadata-free copy.
 */
export async function redactImage(
  image: Buffer,
  boxes: readonly Box[],
  info: ImageInfo,
  options: RedactOptions = {},
): Promise<Buffer> {
  const padding = options.padding ?? DEFAULT_REDACT_PADDING;
  const overlays = boxes.flatMap((box) => overlay(box, padding, info));
  const pipeline = sharp(image, readOptions(info.width * info.height)).autoOrient();
  if (overlays.length > 0) pipeline.composite(overlays);
  return encode(pipeline, info.format).toBuffer();
}

function overlay(box: Box, padding: number, info: ImageInfo): OverlayOptions[] {
  const values = [box.x, box.y, box.width, box.height];
  if (!values.every(Number.isFinite)) return [];
  // Fractional edges round outward: a box never covers less than it says.
  const left = Math.max(0, Math.floor(box.x - padding));
  const top = Math.max(0, Math.floor(box.y - padding));
  const right = Math.min(info.width, Math.ceil(box.x + box.width + padding));
  const bottom = Math.min(info.height, Math.ceil(box.y + box.height + padding));
  if (box.width <= 0 || box.height <= 0 || right <= left || bottom <= top) return [];
  const width = right - left;
  const height = bottom - top;
  return [{ input: { create: { width, height, channels: 4, background: OPAQUE_BLACK } }, left, top }];
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'png':
      return pipeline.png();
    case 'jpeg':
      // High quality and no chroma subsampling: the copy is viewed and read again, not archived.
      return pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4' });
    case 'webp':
      return pipeline.webp({ quality: 92 });
    case 'tiff':
      return pipeline.tiff({ compression: 'lzw' });
    case 'gif':
      return pipeline.gif();
    case 'avif':
      return pipeline.avif({ quality: 80 });
  }
}
