/** An OCR line reduced to MRZ characters, with the raw column each character came from. */
export interface NormalLine {
  text: string;
  /** `origin[i]` is the column in the raw OCR text of `text[i]`; an added filler takes its neighbour's. */
  origin: number[];
  /** Index of the OCR line. */
  source: number;
}

/** Glyphs OCR returns for the OCR-B filler `<`. */
const FILLER_LOOKALIKES = new Set(['<', '«', '‹', '＜', '≤']);
/**
 * What stands for a glyph that is no MRZ character (`?`, `.`): kept in place, since it usually
 * replaces a character, and dropped only when that fits the line's length. It matches no check digit.
 */
export const UNREADABLE = '?';
/** A line with more unreadable glyphs than this is not MRZ. */
const MAX_UNREADABLE = 2;
export const MIN_LINE = 10;
export const MAX_LINE = 46;

/**
 * Upper-cases a raw OCR line, maps filler look-alikes to `<`, drops spaces (kept track of in
 * `origin`), marks other glyphs unreadable and repairs a trailing filler run read as K/L. Null when the line
 * cannot be MRZ: too short or long, or too much that is not an MRZ character.
 */
export function normaliseLine(raw: string, source: number): NormalLine | null {
  let text = '';
  const origin: number[] = [];
  let unreadable = 0;
  const upper = raw.toUpperCase();
  for (let i = 0; i < upper.length; i++) {
    const ch = upper[i]!;
    if (FILLER_LOOKALIKES.has(ch)) {
      text += '<';
      origin.push(i);
    } else if (/[A-Z0-9]/.test(ch)) {
      text += ch;
      origin.push(i);
    } else if (!/\s/.test(ch)) {
      if (++unreadable > MAX_UNREADABLE) return null;
      text += UNREADABLE;
      origin.push(i);
    }
  }
  if (text.length < MIN_LINE || text.length > MAX_LINE) return null;
  return { text: repairTrailingFillers(text), origin, source };
}

/**
 * Tesseract reads `<` as K or L. Where that is safe to undo: the run of `<`/K/L that ends the line,
 * from its first `<` on, and all of it when it starts with three or more K/L (no name or number
 * ends so). A name ending in K or L before the fillers keeps its letter.
 */
function repairTrailingFillers(text: string): string {
  const run = /[<KL]*$/.exec(text)![0];
  if (run.length === 0) return text;
  const firstFiller = run.indexOf('<');
  const keep = firstFiller >= 3 || firstFiller === -1 ? (run.length >= 3 ? 0 : run.length) : firstFiller;
  return text.slice(0, text.length - run.length + keep) + '<'.repeat(run.length - keep);
}

/**
 * Ways to bring a line to `target` characters without inventing content: a line ending in the names
 * is padded with fillers at the end (OCR trims them), otherwise a line one or two characters off gets
 * fillers added to or removed from one of its filler runs (one variant per run, longest run first).
 */
export function fitLength(line: NormalLine, target: number, endsInNames: boolean): NormalLine[] {
  const fitted = fitFillers(line, target, endsInNames);
  if (fitted.length > 0 || !line.text.includes(UNREADABLE)) return fitted;
  const keep = [...line.text].map((c) => c !== UNREADABLE);
  const readable = {
    text: line.text.replaceAll(UNREADABLE, ''),
    origin: line.origin.filter((_, i) => keep[i]),
    source: line.source,
  };
  return fitFillers(readable, target, endsInNames);
}

function fitFillers(line: NormalLine, target: number, endsInNames: boolean): NormalLine[] {
  const diff = target - line.text.length;
  if (diff === 0) return [line];
  if (endsInNames && diff > 0) return [resize(line, line.text.length, diff)];
  if (Math.abs(diff) > 2) return [];
  const runs = [...line.text.matchAll(/<+/g)]
    .map((m) => ({ end: m.index + m[0].length, length: m[0].length }))
    .filter((r) => r.length >= -diff)
    .sort((a, b) => b.length - a.length)
    .slice(0, 4);
  return runs.map((r) => resize(line, r.end, diff));
}

/** Inserts `diff` fillers at `at`, or removes `-diff` of the fillers just before `at`. */
function resize(line: NormalLine, at: number, diff: number): NormalLine {
  if (diff < 0) {
    return {
      text: line.text.slice(0, at + diff) + line.text.slice(at),
      origin: [...line.origin.slice(0, at + diff), ...line.origin.slice(at)],
      source: line.source,
    };
  }
  const anchor = line.origin[Math.max(0, at - 1)] ?? 0;
  return {
    text: line.text.slice(0, at) + '<'.repeat(diff) + line.text.slice(at),
    origin: [...line.origin.slice(0, at), ...Array<number>(diff).fill(anchor), ...line.origin.slice(at)],
    source: line.source,
  };
}
