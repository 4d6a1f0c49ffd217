import sharp from 'sharp';
import { readOptions, type ImageInfo } from './inspect-image.ts';

/**
 * The bytes an OCR engine reads (PNG or JPEG, the engine contract): the image as displayed, EXIF
 * orientation applied, so OCR reads upright text and its boxes are in the frame `redactImage`
 * paints and the caller sees. An upright PNG or JPEG is passed through untouched.
 */
export async function imageForOcr(image: Buffer, info: ImageInfo): Promise<Buffer> {
  if ((info.format === 'png' || info.format === 'jpeg') && info.orientation === 1) return image;
  return sharp(image, readOptions(info.width * info.height))
    .autoOrient()
    .png()
    .toBuffer();
}
