/** Where one decoded character sits, as fractions (0–1) of the recogniser's input width. */
export interface GlyphExtent {
  from: number;
  to: number;
}

export interface CtcDecoded {
  text: string;
  /** Mean of the winning class probabilities, 0–1. */
  confidence: number;
  /** One extent a UTF-16 code unit of `text`, so string offsets index it directly. */
  glyphs: GlyphExtent[];
}

interface Run {
  char: string;
  first: number;
  last: number;
  probability: number;
}

/**
 * Greedy CTC decoding (PaddleOCR's CTCLabelDecode: argmax a timestep, merge repeats, drop the blank
 * at class 0) that also keeps the timesteps each character was emitted at, so a character can be
 * located on the line by what the model saw rather than by counting characters.
 *
 * `probabilities` is the [timesteps × classes] softmax output; `usedTimesteps` is how many of them
 * cover the image (the rest cover the padding up to the model's input width). With `allowed` (one
 * flag a class, the blank's first), a timestep emits the likeliest allowed class: a reading confined
 * to an alphabet takes the model's best guess within it rather than a look-alike outside it.
 */
export function ctcDecode(
  probabilities: Float32Array,
  timesteps: number,
  classes: number,
  dictionary: readonly string[],
  usedTimesteps: number = timesteps,
  allowed?: Uint8Array,
): CtcDecoded {
  const runs: Run[] = [];
  let previous = -1;
  for (let t = 0; t < timesteps; t++) {
    let best = 0;
    let bestProbability = -Infinity;
    const offset = t * classes;
    for (let c = 0; c < classes; c++) {
      if (allowed && c > 0 && !allowed[c]) continue;
      const p = probabilities[offset + c] ?? -Infinity;
      if (p > bestProbability) {
        bestProbability = p;
        best = c;
      }
    }
    if (best !== 0 && best === previous) {
      const run = runs.at(-1);
      if (run) run.last = t;
    } else if (best !== 0) {
      runs.push({ char: dictionary[best - 1] ?? '', first: t, last: t, probability: bestProbability });
    }
    previous = best;
  }
  const kept = runs.filter((run) => run.char !== '');
  const text = kept.map((run) => run.char).join('');
  const confidence = kept.length ? kept.reduce((sum, run) => sum + run.probability, 0) / kept.length : 0;
  return { text, confidence, glyphs: glyphExtents(kept, Math.max(1, usedTimesteps)) };
}

/**
 * CTC emits a character as a spike one or two timesteps wide near the glyph's centre, so the glyph's
 * edges are put halfway between neighbouring spikes; the outer edges of the first and last glyph
 * take half the median spacing, clamped to the image.
 */
function glyphExtents(runs: readonly Run[], width: number): GlyphExtent[] {
  const centres = runs.map((run) => (run.first + run.last + 1) / 2);
  const half = medianGap(centres) / 2 || width / 2;
  const extents: GlyphExtent[] = [];
  runs.forEach((run, i) => {
    const previous = runs[i - 1];
    const next = runs[i + 1];
    const from = previous ? (previous.last + 1 + run.first) / 2 : Math.max(0, (centres[i] ?? 0) - half);
    const to = next ? (run.last + 1 + next.first) / 2 : Math.min(width, (centres[i] ?? 0) + half);
    const extent = { from: from / width, to: Math.min(1, to / width) };
    // A dictionary entry longer than one code unit shares its extent evenly.
    const units = run.char.length;
    for (let u = 0; u < units; u++) {
      const step = (extent.to - extent.from) / units;
      extents.push({ from: extent.from + u * step, to: extent.from + (u + 1) * step });
    }
  });
  return extents;
}

function medianGap(centres: readonly number[]): number {
  const gaps = centres.slice(1).map((c, i) => c - (centres[i] ?? c));
  if (!gaps.length) return 0;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0;
}

/** `ctcDecode`'s class flags for an alphabet: the blank and the dictionary entries in `alphabet`. */
export function alphabetClasses(dictionary: readonly string[], alphabet: string): Uint8Array {
  const wanted = new Set(alphabet);
  const allowed = new Uint8Array(dictionary.length + 1);
  allowed[0] = 1;
  dictionary.forEach((entry, i) => {
    if (wanted.has(entry)) allowed[i + 1] = 1;
  });
  return allowed;
}
