import type { GlyphExtent } from './ctc-decode.ts';

/**
 * How much ink each column of a text-line crop holds: the summed distance of its pixels' luminance
 * from the crop's median (the background, whether the text is dark on light or light on dark).
 */
export function inkProfile(rgb: Uint8Array, width: number, height: number, channels: number): Float32Array {
  const luminance = new Uint8Array(width * height);
  for (let i = 0; i < luminance.length; i++) {
    const p = i * channels;
    luminance[i] = ((rgb[p] ?? 0) * 77 + (rgb[p + 1] ?? 0) * 150 + (rgb[p + 2] ?? 0) * 29) >> 8;
  }
  const background = median(luminance);
  const profile = new Float32Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      profile[x] = (profile[x] ?? 0) + Math.abs((luminance[y * width + x] ?? 0) - background);
  }
  return profile;
}

/**
 * Moves glyph edges from CTC's estimate (up to about a timestep, 8 input pixels, off) to the
 * emptiest columns between neighbouring glyphs, and the line's outer edges to its outermost ink.
 * Where a gap is several columns wide, a letter keeps only its own ink and a space takes the gap.
 */
export function snapToInk(glyphs: readonly GlyphExtent[], text: string, profile: Float32Array): GlyphExtent[] {
  const width = profile.length;
  if (!glyphs.length || glyphs.length !== text.length || width === 0) return [...glyphs];
  const faint = (Math.max(...profile) || 1) * 0.01;
  const px = glyphs.map((g) => ({ from: g.from * width, to: g.to * width }));
  for (let i = 0; i + 1 < px.length; i++) {
    const left = px[i];
    const right = px[i + 1];
    if (!left || !right) continue;
    const lo = Math.floor((left.from + left.to) / 2);
    const hi = Math.ceil((right.from + right.to) / 2);
    const gap = emptiestRun(profile, lo, hi, left.to, faint);
    if (!gap) continue;
    const edge = text[i] === ' ' ? gap.end : text[i + 1] === ' ' ? gap.start : (gap.start + gap.end) / 2;
    left.to = edge;
    right.from = edge;
  }
  const first = px[0];
  const last = px.at(-1);
  if (first && text[0] !== ' ') first.from = outermostInk(profile, 0, (first.from + first.to) / 2, faint) ?? first.from;
  if (last && text.at(-1) !== ' ') last.to = outermostInk(profile, width, (last.from + last.to) / 2, faint) ?? last.to;
  return px.map((g) => ({ from: g.from / width, to: g.to / width }));
}

/** The run of near-emptiest columns in [lo, hi) nearest to `near`, as [start, end) columns. */
function emptiestRun(profile: Float32Array, lo: number, hi: number, near: number, faint: number) {
  let least = Infinity;
  for (let x = Math.max(0, lo); x < Math.min(profile.length, hi); x++) least = Math.min(least, profile[x] ?? Infinity);
  if (!Number.isFinite(least)) return undefined;
  let best: { start: number; end: number } | undefined;
  let distance = Infinity;
  for (let x = Math.max(0, lo); x < Math.min(profile.length, hi); x++) {
    if ((profile[x] ?? Infinity) > least + faint) continue;
    let end = x + 1;
    while (end < hi && (profile[end] ?? Infinity) <= least + faint) end++;
    const d = near < x ? x - near : near > end ? near - end : 0;
    if (d < distance) {
      distance = d;
      best = { start: x, end };
    }
    x = end;
  }
  return best;
}

/** Walking in from the crop's edge (0 or its width) to a glyph's centre, the first ink's outer edge. */
function outermostInk(profile: Float32Array, edge: number, centre: number, faint: number): number | undefined {
  if (edge === 0) {
    for (let x = 0; x < centre; x++) if ((profile[x] ?? 0) > faint) return x;
  } else {
    for (let x = edge - 1; x > centre; x--) if ((profile[x] ?? 0) > faint) return x + 1;
  }
  return undefined;
}

function median(values: Uint8Array): number {
  const counts = new Uint32Array(256);
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v] ?? 0;
    if (seen * 2 >= values.length) return v;
  }
  return 0;
}
