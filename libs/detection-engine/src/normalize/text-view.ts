import { ATTACH, CHANGE, CHAR_FLAGS, HOMOGLYPH, NFKC_ALONE, REMOVE } from './char-classes.ts';
import { codePointStartBefore, flagsAt, unitSize } from './code-points.ts';
import { foldHomoglyphs } from './homoglyph-fold.ts';
import { foldDigits } from './digits.ts';
import { createViewBuilder, type ViewBuilder } from './view-builder.ts';

/** A view of the original text: for each code unit, the original offset it came from, then the original length; null when the view is the original itself. */
export interface View {
  text: string;
  map: Int32Array | null;
}

// Past this many combining marks a cluster is cut: NFKC's canonical reordering is quadratic in the
// cluster length, and no real text stacks this many marks on one letter.
const MAX_MARKS = 30;
// How far to look past invisibles for the emoji around a zero-width joiner.
const EMOJI_REACH = 8;

const NON_ASCII = /[\u0080-\uffff]/;
/** Characters that end a plain stretch; surrogates are looked at one code point at a time. */
const SPECIAL = REMOVE | ATTACH | CHANGE;
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Emoji_Modifier}]/u;

/**
 * NFKC with invisible characters removed, decimal digits of every script read as ASCII digits and
 * homoglyphs folded. NFKC is applied cluster by cluster (a starter and the marks that attach to
 * it), which matches normalising the whole string while telling which original characters each
 * output character came from. Stretches that need no change are copied as one slice.
 */
export function buildTextView(original: string): View {
  if (!NON_ASCII.test(original)) return { text: original, map: null };
  const out = createViewBuilder(original);
  const n = original.length;
  // original[runFrom, end) is pending output; its last cluster original[start, end) may still take
  // combining marks. When that cluster is dirty (NFKC may change it, or invisibles sit inside it)
  // the run is just that cluster.
  let runFrom = 0;
  let start = 0;
  let end = 0;
  let dirty = false;
  let hasGap = false;
  let invisiblesAfterEnd = false;
  let marks = 0;
  let lookAlikes = false; // whether there is anything for homoglyph folding to do

  let i = 0;
  while (i < n) {
    // A stretch of characters that NFKC leaves alone: one step, as only its last one can take marks.
    let j = i;
    for (; j < n; j++) {
      const c = original.charCodeAt(j);
      if (c < 0x80) continue;
      const flags = c >= 0xd800 && c <= 0xdfff ? SPECIAL : (CHAR_FLAGS[c] ?? 0);
      if (flags & SPECIAL) break;
      lookAlikes ||= (flags & HOMOGLYPH) !== 0;
    }
    let size = j - i;
    let flags = 0;
    if (size === 0) {
      size = unitSize(original, i);
      flags = flagsAt(original, i, size);
      if (flags & REMOVE && !joinsEmoji(original, i)) {
        invisiblesAfterEnd = end > runFrom;
        i += size;
        continue;
      }
      if (flags & ATTACH && end > runFrom && marks < MAX_MARKS) {
        if (!dirty) {
          flushRun(out, runFrom, start);
          runFrom = start;
          dirty = true;
        }
        hasGap ||= invisiblesAfterEnd;
        invisiblesAfterEnd = false;
        end = i + size;
        marks++;
        i += size;
        continue;
      }
    }
    const changes = (flags & (CHANGE | ATTACH)) !== 0;
    if (dirty || changes || invisiblesAfterEnd || end === runFrom) {
      if (dirty) lookAlikes = emitCluster(original, start, end, hasGap, out) || lookAlikes;
      else flushRun(out, runFrom, end);
      runFrom = i;
    }
    start = j > i ? j - 1 : i;
    end = i + size;
    dirty = changes;
    hasGap = invisiblesAfterEnd = false;
    marks = 0;
    i += size;
  }
  if (dirty) lookAlikes = emitCluster(original, start, end, hasGap, out) || lookAlikes;
  else flushRun(out, runFrom, end);
  const { text, map } = out.finish();
  return { text: lookAlikes ? foldHomoglyphs(text) : text, map };
}

function flushRun(out: ViewBuilder, from: number, to: number): void {
  if (to > from) out.copy(from, to);
}

/**
 * Emits a cluster that NFKC may change or that has invisibles inside it; returns whether the output
 * holds look-alikes (NFKC makes some: mathematical Greek capitals).
 */
function emitCluster(original: string, start: number, end: number, hasGap: boolean, out: ViewBuilder): boolean {
  const alone = end - start === 1 ? NFKC_ALONE[original.charCodeAt(start)] : undefined;
  if (alone !== undefined) {
    out.put(alone, start);
    return hasLookAlike(alone);
  }
  let kept = original.slice(start, end);
  if (hasGap) {
    kept = '';
    for (let k = start; k < end;) {
      const size = unitSize(original, k);
      if (!(flagsAt(original, k, size) & REMOVE)) kept += original.slice(k, k + size);
      k += size;
    }
  }
  // A digit carrying marks, or one outside the BMP, is folded here rather than by NFKC_ALONE.
  const normalized = foldDigits(kept.normalize('NFKC'), NFKC_ALONE);
  if (normalized !== kept) {
    out.put(normalized, start);
    return hasLookAlike(normalized);
  }
  for (let k = start; k < end;) {
    const size = unitSize(original, k);
    if (!hasGap || !(flagsAt(original, k, size) & REMOVE)) out.copy(k, k + size);
    k += size;
  }
  return hasLookAlike(kept);
}

function hasLookAlike(s: string): boolean {
  for (let k = 0; k < s.length; k++) if ((CHAR_FLAGS[s.charCodeAt(k)] ?? 0) & HOMOGLYPH) return true;
  return false;
}

/** A zero-width joiner inside an emoji sequence (👩‍💻) is kept: it joins pictographs, not letters. */
function joinsEmoji(s: string, at: number): boolean {
  if (s.charCodeAt(at) !== 0x200d) return false;
  let before = at;
  while (before > 0 && at - before < EMOJI_REACH) {
    const from = codePointStartBefore(s, before);
    const size = before - from;
    if (!(flagsAt(s, from, size) & REMOVE)) return PICTOGRAPH.test(s.slice(from, before)) && emojiAfter(s, at + 1);
    before = from;
  }
  return false;
}

function emojiAfter(s: string, from: number): boolean {
  for (let k = from; k < s.length && k - from < EMOJI_REACH;) {
    const size = unitSize(s, k);
    if (!(flagsAt(s, k, size) & REMOVE)) return PICTOGRAPH.test(s.slice(k, k + size));
    k += size;
  }
  return false;
}
