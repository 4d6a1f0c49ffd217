import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { ImageInputError } from './image-error.ts';
import type { ImageLimits } from './image-limits.ts';

/** The formats the gateway reads and writes back; `avif` is sharp's `heif` with AV1 inside. */
export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'tiff' | 'gif' | 'avif';

export interface ImageInfo {
  format: ImageFormat;
  /** Displayed size: EXIF orientation applied, the frame OCR reads and boxes refer to. */
  width: number;
  height: number;
  /** EXIF orientation of the input, 1–8 (1 when absent); the redacted copy is stored upright. */
  orientation: number;
  hasAlpha: boolean;
}

/**
 * Options for every sharp instance that reads a request's image: the pixel limit is enforced by
 * libvips too, and any decode error or truncation fails instead of yielding a partly grey image
 * (a truncated JPEG otherwise decodes with its missing rows filled).
 */
export const readOptions = (maxPixels: number): SharpOptions => ({ failOn: 'error', limitInputPixels: maxPixels });

/**
 * Identifies the image from its header, refuses what the gateway does not handle, then decodes it
 * once so a truncated or corrupt file is refused here rather than half-analysed.
 *
 * Refused (all `Invalid image data`): what sharp cannot identify (BMP, random bytes); SVG (markup,
 * not pixels, and its text is not OCR's business); HEIC — the prebuilt libvips has libheif with
 * AV1 only, no HEVC decoder; images of several frames (animated GIF/WebP, multi-page TIFF) since
 * OCR reads one frame and the others would pass unread; a header declaring more than
 * `limits.maxPixels`, checked before any pixel is decoded.
 * Throws ImageInputError (`undecodable`, `unsupported-format`, `multi-frame`, `too-many-pixels`).
 */
export async function inspectImage(image: Buffer, limits: ImageLimits): Promise<ImageInfo> {
  let meta: Metadata;
  try {
    // Header only: sharp's own pixel limit would fail it as a parse error, before the rule below names it.
    meta = await sharp(image, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageInputError('undecodable');
  }
  const format = supportedFormat(meta);
  if (!format) throw new ImageInputError('unsupported-format');
  if ((meta.pages ?? 1) > 1) throw new ImageInputError('multi-frame');
  if (meta.width * meta.height > limits.maxPixels) throw new ImageInputError('too-many-pixels');
  try {
    await sharp(image, readOptions(limits.maxPixels)).raw().toBuffer();
  } catch {
    throw new ImageInputError('undecodable');
  }
  return {
    format,
    width: meta.autoOrient.width,
    height: meta.autoOrient.height,
    orientation: meta.orientation ?? 1,
    hasAlpha: meta.hasAlpha,
  };
}

/** The format, when the gateway handles it; exported for the HEIC rule, which no test file can reach. */
export function supportedFormat(meta: Pick<Metadata, 'format' | 'compression'>): ImageFormat | undefined {
  switch (meta.format) {
    case 'png':
    case 'jpeg':
    case 'webp':
    case 'tiff':
    case 'gif':
      return meta.format;
    case 'heif':
      return meta.compression === 'av1' ? 'avif' : undefined;
    default:
      return undefined;
  }
}
