import sharp from 'sharp';

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function rgba(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function similarity(x: Pixels, y: Pixels): number {
  if (x.width !== y.width || x.height !== y.height) {
    throw new Error(`sizes differ: ${x.width}×${x.height} and ${y.width}×${y.height}`);
  }
  let sum = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += Math.abs(x.data[i + c]! - y.data[i + c]!);
  }
  return 1 - sum / ((x.data.length / 4) * 3 * 255);
}

/**
 * 1 − mean absolute difference / 255 over the red, green and blue of every pixel: the measure
 * Presidio's redactor tests use. Alpha is left out because Presidio's fill 1 on an RGBA image is the
 * transparent (1, 0, 0, 0), which shows as black where our copy paints opaque black.
 */
export async function rgbSimilarity(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([rgba(a), rgba(b)]);
  return similarity(x, y);
}

/**
 * What a copy with exactly the reference's boxes, painted our black, scores against the reference:
 * the ceiling for our fill when the reference paints another colour. The reference's boxes are the
 * pixels where it differs from the (lossless) input.
 */
export async function blackFillCeiling(input: Buffer, reference: Buffer): Promise<number> {
  const [x, y] = await Promise.all([rgba(input), rgba(reference)]);
  const painted = Buffer.from(x.data);
  for (let i = 0; i < painted.length; i += 4) {
    if (x.data.readUInt32BE(i) !== y.data.readUInt32BE(i)) painted.fill(0, i, i + 3);
  }
  return similarity({ ...x, data: painted }, y);
}
