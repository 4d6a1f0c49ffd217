import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageInputError } from './image-error.ts';
import { DEFAULT_IMAGE_LIMITS } from './image-limits.ts';
import { inspectImage, supportedFormat } from './inspect-image.ts';
import { declaredSizePng, textPage, tinyBmp } from './test-support.ts';

async function refusal(image: Buffer): Promise<ImageInputError> {
  const error: unknown = await inspectImage(image, DEFAULT_IMAGE_LIMITS).then(
    () => new Error('accepted'),
    (e: unknown) => e,
  );
  if (!(error instanceof ImageInputError)) throw error;
  expect(error.message).toBe('Invalid image data');
  return error;
}

const truncated = (image: Buffer) => image.subarray(0, Math.floor(image.length * 0.6));

describe('inspectImage', () => {
  it('reads format, size and alpha of a PNG and a JPEG', async () => {
    const png = await textPage(300, 100).png().toBuffer();
    expect(await inspectImage(png, DEFAULT_IMAGE_LIMITS)).toEqual({
      format: 'png',
      width: 300,
      height: 100,
      orientation: 1,
      hasAlpha: true,
    });
    const jpeg = await textPage(300, 100).jpeg().toBuffer();
    expect(await inspectImage(jpeg, DEFAULT_IMAGE_LIMITS)).toMatchObject({ format: 'jpeg', hasAlpha: false });
  });

  it.each(['webp', 'tiff', 'gif', 'avif'] as const)('accepts a single-frame %s', async (format) => {
    const image = await textPage(120, 60).toFormat(format).toBuffer();
    expect(await inspectImage(image, DEFAULT_IMAGE_LIMITS)).toMatchObject({ format, width: 120, height: 60 });
  });

  it('reports the displayed size of a JPEG whose EXIF turns it a quarter', async () => {
    const jpeg = await textPage(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await inspectImage(jpeg, DEFAULT_IMAGE_LIMITS)).toMatchObject({ width: 100, height: 300, orientation: 6 });
  });

  it('refuses a truncated PNG', async () => {
    const png = await textPage(400, 300).png({ compressionLevel: 0 }).toBuffer();
    expect((await refusal(truncated(png))).code).toBe('undecodable');
  });

  it('refuses a truncated JPEG instead of reading its missing rows as grey', async () => {
    const jpeg = await textPage(400, 300).jpeg().toBuffer();
    expect((await refusal(truncated(jpeg))).code).toBe('undecodable');
  });

  it('refuses a decompression bomb from its header, before decoding', async () => {
    const bomb = declaredSizePng(100_000, 100_000);
    expect(bomb.length).toBeLessThan(4096);
    const started = performance.now();
    expect((await refusal(bomb)).code).toBe('too-many-pixels');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('accepts a header at the pixel limit', async () => {
    const limits = { ...DEFAULT_IMAGE_LIMITS, maxPixels: 300 * 100 };
    const png = await textPage(300, 100).png().toBuffer();
    await expect(inspectImage(png, limits)).resolves.toMatchObject({ width: 300 });
    await expect(inspectImage(png, { ...limits, maxPixels: 300 * 100 - 1 })).rejects.toMatchObject({
      code: 'too-many-pixels',
    });
  });

  it('refuses a BMP and random bytes as undecodable', async () => {
    expect((await refusal(tinyBmp())).code).toBe('undecodable');
    expect((await refusal(randomBytes(2048))).code).toBe('undecodable');
  });

  it('refuses SVG, which sharp reads but is markup rather than pixels', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await refusal(svg)).code).toBe('unsupported-format');
  });

  it('refuses an animated GIF: OCR would read one frame and pass the others unread', async () => {
    // Identical frames would be merged into one by the GIF writer.
    const frames = await Promise.all(['one', 'two'].map((text) => textPage(60, 60, text).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await refusal(gif)).code).toBe('multi-frame');
  });

  it('refuses HEIC (HEVC inside HEIF): the prebuilt libvips has no HEVC decoder', () => {
    expect(supportedFormat({ format: 'heif', compression: 'hevc' })).toBeUndefined();
    expect(supportedFormat({ format: 'heif', compression: 'av1' })).toBe('avif');
  });
});
