import type { CharKind, Layout } from './layouts.ts';
import { UNREADABLE } from './normalise.ts';
import type { MrzRepair } from './types.ts';

/** OCR-B letters read where only a digit may stand, and the digit they are mistaken for. */
const DIGIT_FOR: Readonly<Record<string, string>> = { O: '0', I: '1', S: '5', B: '8', Z: '2', G: '6', Q: '0', D: '0' };
/** OCR-B digits read where only a letter may stand. */
const LETTER_FOR: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

/**
 * The other reading of an ambiguous character in a position that takes letters and digits (document
 * and personal numbers): only a check digit can say which one was printed.
 */
export function alternativeReading(char: string): string | undefined {
  return DIGIT_FOR[char] ?? LETTER_FOR[char];
}

/** Text whose characters all stand where letters must (the document code and issuing state). */
export function asLetters(text: string): string {
  return [...text].map((c) => LETTER_FOR[c] ?? c).join('');
}

/**
 * Applies the repairs that a position's kind forces: a look-alike letter where a digit must stand,
 * a look-alike digit in a name or state code, K/L (Tesseract's filler) in a numeric position. Null
 * when a numeric position holds something no repair explains, or the document code does not start
 * with a letter: then the lines are not this layout's MRZ.
 */
export function forceKinds(
  lines: readonly string[],
  kinds: CharKind[][],
): { lines: string[]; repairs: MrzRepair[] } | null {
  const repairs: MrzRepair[] = [];
  const out: string[] = [];
  for (const [line, text] of lines.entries()) {
    let fixed = '';
    for (let column = 0; column < text.length; column++) {
      const from = text[column]!;
      const to = forced(from, kinds[line]![column]!);
      if (to === null) return null;
      if (to !== from) repairs.push({ line, column, from, to });
      fixed += to;
    }
    out.push(fixed);
  }
  if (!/^[A-Z]/.test(out[0]!)) return null;
  return { lines: out, repairs };
}

function forced(char: string, kind: CharKind): string | null {
  if (char === UNREADABLE) return char;
  if (kind === 'numeric') {
    if (/[0-9<]/.test(char)) return char;
    if (char === 'K' || char === 'L') return '<';
    return DIGIT_FOR[char] ?? null;
  }
  if (kind === 'alpha') return LETTER_FOR[char] ?? char;
  return char;
}

/** Letters OCR reads for the filler: K and L (Tesseract), C and E (both engines, in long runs). */
const FILLER_MISREADS = /^[KLCE]+$/;
const NAME_FIELDS = new Set(['names', 'surname', 'givenNames']);

/**
 * A names field ends in fillers once its names are done, and names never hold three fillers in a
 * row: past the field's first `<<<`, a run of letters OCR reads for the filler (`<<<<K<<<<CE`) is
 * fillers. Any other letter there is left alone, being no such misreading.
 */
export function fillNamePadding(lines: readonly string[], layout: Layout): { lines: string[]; repairs: MrzRepair[] } {
  const out = [...lines];
  const repairs: MrzRepair[] = [];
  for (const field of layout.fields) {
    if (!NAME_FIELDS.has(field.name)) continue;
    const text = out[field.line]!.slice(field.start, field.end);
    const padding = text.indexOf('<<<');
    if (padding < 0) continue;
    const fixed =
      text.slice(0, padding) +
      text.slice(padding).replace(/[^<]+/g, (run, at: number) => {
        if (!FILLER_MISREADS.test(run)) return run;
        for (let i = 0; i < run.length; i++) {
          repairs.push({ line: field.line, column: field.start + padding + at + i, from: run[i]!, to: '<' });
        }
        return '<'.repeat(run.length);
      });
    out[field.line] = out[field.line]!.slice(0, field.start) + fixed + out[field.line]!.slice(field.end);
  }
  return { lines: out, repairs };
}
