import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cutRows, level } from './cut-rows.ts';
import { toImage } from './placement.ts';
import { CARD, middleOnly, renderCard } from './test-support.ts';
import { findZone } from './zone.ts';

describe('cutRows', () => {
  it('finds all three rows of a zone of which one line was read, as 48-pixel line images', async () => {
    const image = await renderCard();
    const zone = findZone(middleOnly())!;
    const rows = await cutRows(image, zone, { margin: 0.2, side: 1 });
    expect(rows).toHaveLength(3);
    for (const [i, row] of rows.entries()) {
      const { width = 0, height = 0 } = await sharp(row.image).metadata();
      expect(height).toBe(48);
      const placement = row.placement;
      const topLeft = toImage(placement, { x: 0, y: 0 });
      const bottomRight = toImage(placement, { x: width, y: height });
      // Each cut holds its line's glyphs (cap height about 11 px above the baseline) and stops
      // short of the label beside the zone.
      expect(topLeft.y).toBeLessThan(CARD.baselines[i]! - 11);
      expect(bottomRight.y).toBeGreaterThan(CARD.baselines[i]!);
      expect(bottomRight.y).toBeLessThan(CARD.baselines[i]! + 10);
      expect(topLeft.x).toBeLessThan(20);
      expect(bottomRight.x).toBeGreaterThan(20 + 30 * 8);
      expect(bottomRight.x).toBeLessThan(CARD.labelX);
    }
  });

  it('keeps the margin asked for: more blank, a smaller line in the same 48 pixels', async () => {
    const image = await renderCard();
    const zone = findZone(middleOnly())!;
    const [tight] = await cutRows(image, zone, { margin: 0, side: 1 });
    const [loose] = await cutRows(image, zone, { margin: 0.3, side: 1 });
    expect(tight!.placement.scale / loose!.placement.scale).toBeCloseTo(1.6, 1);
  });

  it('cuts only as many rows as the zone has lines, nearest the lines first read', async () => {
    const zone = findZone(middleOnly())!;
    const [row, ...more] = await cutRows(await renderCard(), { ...zone, lineCount: 1 }, { margin: 0, side: 1 });
    expect(more).toEqual([]);
    expect(toImage(row!.placement, { x: 0, y: 24 }).y).toBeCloseTo(CARD.baselines[1] - 5, -1);
  });

  it('levels a zone that slopes, by the slope its first reading measured', async () => {
    const slope = Math.tan((2 * Math.PI) / 180);
    const rows = await cutRows(await renderCard(2), findZone(middleOnly(slope))!, { margin: 0.2, side: 1 });
    expect(rows).toHaveLength(3);
  });

  it('cuts nothing from a blank band', async () => {
    const blank = await sharp({ create: { width: CARD.width, height: CARD.height, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await cutRows(blank, findZone(middleOnly())!, { margin: 0.2, side: 1 })).toEqual([]);
  });
});

describe('level', () => {
  it('moves each column up by its rise along the slope, paper white where nothing comes in', () => {
    // A dark pixel at (4, 2) on a band sloping by 0.5: column 4 is 2 px lower than column 0.
    const data = new Uint8Array(8 * 5).fill(255);
    data[2 * 8 + 4] = 0;
    const levelled = level({ data, width: 8, height: 5 }, 0, 0.5);
    expect(levelled.data[0 * 8 + 4]).toBe(0);
    expect(levelled.data[4 * 8 + 7]).toBe(255);
  });
});
