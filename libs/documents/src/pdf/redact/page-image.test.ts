import { createCanvas } from '@napi-rs/canvas';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePageImage } from './page-image.ts';
import { noise } from '../test-support/test-pdfs.ts';

function page(draw: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void) {
  const canvas = createCanvas(300, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 300, 200);
  draw(ctx);
  return canvas;
}

describe('encodePageImage', () => {
  it('keeps a black-and-white page lossless, one grey channel per pixel', async () => {
    const image = await encodePageImage(page((ctx) => ctx.fillRect(20, 20, 100, 10)));
    expect(image).toMatchObject({ width: 300, height: 200, filter: 'FlateDecode', colorSpace: 'DeviceGray' });
    expect(inflateSync(image.data)).toHaveLength(300 * 200);
  });

  it('keeps a page with colour lossless in RGB while it deflates well', async () => {
    const image = await encodePageImage(
      page((ctx) => {
        ctx.fillStyle = '#1040c0';
        ctx.fillRect(20, 20, 100, 10);
      }),
    );
    expect(image).toMatchObject({ filter: 'FlateDecode', colorSpace: 'DeviceRGB' });
    expect(inflateSync(image.data)).toHaveLength(300 * 200 * 3);
  });

  it('uses JPEG for a photographic page, where it is far smaller', async () => {
    const pixels = noise(300 * 200 * 4, 11);
    const image = await encodePageImage(
      page((ctx) => {
        const data = ctx.createImageData(300, 200);
        // Smooth noise, as a photograph is: neighbouring pixels close, the whole image varied.
        for (let index = 0; index < data.data.length; index += 1) {
          data.data[index] = index % 4 === 3 ? 255 : ((index >> 6) % 200) + ((pixels[index] ?? 0) % 24);
        }
        ctx.putImageData(data, 0, 0);
      }),
    );
    expect(image.filter).toBe('DCTDecode');
    expect(image.data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
