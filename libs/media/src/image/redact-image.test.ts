import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Box } from '../box.ts';
import { DEFAULT_IMAGE_LIMITS } from './image-limits.ts';
import { inspectImage } from './inspect-image.ts';
import { imageForOcr } from './ocr-input.ts';
import { redactImage } from './redact-image.ts';
import { textPage, withTextChunk } from './test-support.ts';

const inspect = (image: Buffer) => inspectImage(image, DEFAULT_IMAGE_LIMITS);

async function rgba(image: Buffer) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const inside = (x: number, y: number, boxes: Box[]) =>
  boxes.some((b) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height);

describe('redactImage', () => {
  it('paints every box opaque black and leaves every other pixel as it was (PNG with alpha)', async () => {
    const png = await textPage(320, 120).png().toBuffer();
    const boxes = [
      { x: 10, y: 40, width: 90, height: 30 },
      { x: 150, y: 35, width: 60, height: 40 },
    ];
    const before = await rgba(png);
    const after = await rgba(await redactImage(png, boxes, await inspect(png), { padding: 0 }));
    let changedOutside = 0;
    let notBlackInside = 0;
    for (let y = 0; y < before.height; y++) {
      for (let x = 0; x < before.width; x++) {
        const i = (y * before.width + x) * 4;
        const pixel = [...after.data.subarray(i, i + 4)];
        if (inside(x, y, boxes)) notBlackInside += pixel.join() === '0,0,0,255' ? 0 : 1;
        else changedOutside += before.data.subarray(i, i + 4).equals(after.data.subarray(i, i + 4)) ? 0 : 1;
      }
    }
    expect(notBlackInside).toBe(0);
    expect(changedOutside).toBe(0);
  });

  it('makes a transparent region opaque', async () => {
    const png = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const after = await rgba(await redactImage(png, [{ x: 5, y: 5, width: 10, height: 10 }], await inspect(png)));
    expect(after.data[(10 * 40 + 10) * 4 + 3]).toBe(255);
    expect(after.data[(30 * 40 + 30) * 4 + 3]).toBe(0);
  });

  it('pads boxes, clips them to the image and ignores empty or non-finite ones', async () => {
    const png = await textPage(100, 60).png().toBuffer();
    const boxes = [
      { x: 90, y: 50, width: 40, height: 40 },
      { x: 300, y: 10, width: 5, height: 5 },
      { x: 10, y: 10, width: 0, height: 8 },
      { x: Number.NaN, y: 0, width: 10, height: 10 },
      { x: 20, y: 20, width: 10, height: 10 },
    ];
    const after = await rgba(await redactImage(png, boxes, await inspect(png), { padding: 2 }));
    const at = (x: number, y: number) => [...after.data.subarray((y * 100 + x) * 4, (y * 100 + x) * 4 + 3)].join();
    expect([at(99, 59), at(88, 48), at(18, 18), at(31, 31)]).toEqual(['0,0,0', '0,0,0', '0,0,0', '0,0,0']);
    expect(at(17, 17)).not.toBe('0,0,0');
    expect(at(10, 14)).not.toBe('0,0,0');
    expect(after.width).toBe(100);
  });

  it.each(['png', 'jpeg', 'webp', 'tiff', 'gif', 'avif'] as const)(
    'writes %s back as %s of the same size',
    async (format) => {
      const image = await textPage(210, 90).toFormat(format).toBuffer();
      const out = await redactImage(image, [{ x: 5, y: 5, width: 50, height: 20 }], await inspect(image));
      expect(await inspect(out)).toMatchObject({ format, width: 210, height: 90 });
    },
  );

  it('drops EXIF with GPS, XMP and the ICC profile from a JPEG', async () => {
    const jpeg = await textPage(200, 80)
      .jpeg()
      .withExif({
        IFD0: { Make: 'ExampleCam', Copyright: 'Jane Roe' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .withIccProfile('p3')
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.includes('ExampleCam')).toBe(true);
    expect(source.xmp).toBeDefined();
    expect(source.icc).toBeDefined();

    for (const boxes of [[{ x: 0, y: 0, width: 20, height: 20 }], []]) {
      const out = await sharp(await redactImage(jpeg, boxes, await inspect(jpeg))).metadata();
      expect([out.format, out.exif, out.xmp, out.iptc, out.icc]).toEqual([
        'jpeg',
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('drops a PNG tEXt comment, and an empty box list changes no pixel', async () => {
    const png = withTextChunk(await textPage(160, 60).png().toBuffer(), 'Comment', 'owner Jane Roe');
    expect((await sharp(png).metadata()).comments).toEqual([{ keyword: 'Comment', text: 'owner Jane Roe' }]);
    const out = await redactImage(png, [], await inspect(png));
    expect((await sharp(out).metadata()).comments).toBeUndefined();
    expect((await rgba(out)).data.equals((await rgba(png)).data)).toBe(true);
  });

  it('applies EXIF orientation: boxes in the displayed frame land where OCR read them', async () => {
    // Stored 300×100, displayed 100×300 (orientation 6: turned a quarter clockwise).
    const jpeg = await textPage(300, 100).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const info = await inspect(jpeg);
    const ocrView = await imageForOcr(jpeg, info);
    expect(await sharp(ocrView).metadata()).toMatchObject({ format: 'png', width: 100, height: 300 });

    const box = { x: 30, y: 200, width: 40, height: 60 };
    const out = await redactImage(jpeg, [box], info, { padding: 0 });
    const meta = await sharp(out).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([100, 300, undefined]);
    const pixels = await rgba(out);
    const upright = await rgba(ocrView);
    const at = (img: typeof pixels, x: number, y: number) => img.data[(y * 100 + x) * 4] ?? -1;
    expect(at(pixels, 50, 230)).toBeLessThan(8);
    expect(Math.abs(at(pixels, 50, 20) - at(upright, 50, 20))).toBeLessThan(8);
  });

  it('hands OCR an upright PNG or JPEG untouched', async () => {
    const png = await textPage(120, 50).png().toBuffer();
    expect(await imageForOcr(png, await inspect(png))).toBe(png);
  });
});
