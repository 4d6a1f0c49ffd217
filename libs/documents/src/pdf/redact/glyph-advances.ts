import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

type FontName = Parameters<typeof StandardFontEmbedder.for>[0];

// pdfjs gives one width per text item, not per glyph, and tells only the generic family of its
// font. Where a character starts inside an item is estimated with the metrics of the standard
// fonts of that family (the AFM data pdf-lib ships), each scaled to the item's real width; a span
// is then covered from the leftmost estimate of its start to the rightmost estimate of its end, so
// it is covered whichever weight or style the font has. Oblique styles share their upright widths.
const FAMILIES: Record<string, StandardFonts[]> = {
  'sans-serif': [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  serif: [
    StandardFonts.TimesRoman,
    StandardFonts.TimesRomanBold,
    StandardFonts.TimesRomanItalic,
    StandardFonts.TimesRomanBoldItalic,
  ],
};
const ALL_FONTS = Object.values(FAMILIES).flat();

const embedders = new Map<StandardFonts, StandardFontEmbedder>();
const widths = new Map<string, number>();

/** The advance of one character (a code point) in a standard font, in thousandths of an em. */
function advance(font: StandardFonts, character: string): number {
  const key = `${font}\u0000${character}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  let embedder = embedders.get(font);
  if (embedder === undefined) {
    embedder = StandardFontEmbedder.for(font as unknown as FontName);
    embedders.set(font, embedder);
  }
  try {
    const width = embedder.widthOfTextAtSize(character, 1000);
    // Only WinAnsi characters reach here, so the cache holds at most a few hundred per font.
    widths.set(key, width);
    return width;
  } catch {
    // Outside WinAnsi: CJK ideographs and kana are a full em, other scripts about half.
    return (character.codePointAt(0) ?? 0) >= 0x2e80 ? 1000 : 500;
  }
}

/** Cumulative shares of the item's advance at each UTF-16 index of `str` (length + 1 entries). */
function shares(str: string, font: StandardFonts | 'uniform'): number[] {
  const cumulative = [0];
  let total = 0;
  for (let index = 0; index < str.length; index += 1) {
    const code = str.charCodeAt(index);
    // The low half of a surrogate pair adds nothing: its code point was measured with the high half.
    const lowSurrogate = code >= 0xdc00 && code <= 0xdfff && index > 0;
    if (!lowSurrogate)
      total += font === 'uniform' ? 1 : advance(font, String.fromCodePoint(str.codePointAt(index) ?? code));
    cumulative.push(total);
  }
  return cumulative.map((value) => (total > 0 ? value / total : 0));
}

/**
 * The range, as shares of the item's width, that surely holds `str[from, to)`: the earliest
 * estimated start and the latest estimated end over the metrics that fit `fontFamily`. A
 * fixed-pitch font is measured exactly by character count; an unknown family tries them all.
 */
export function shareRange(str: string, from: number, to: number, fontFamily: string | undefined): [number, number] {
  const fonts: (StandardFonts | 'uniform')[] =
    fontFamily === 'monospace' ? ['uniform'] : (FAMILIES[fontFamily ?? ''] ?? [...ALL_FONTS, 'uniform']);
  let start = 1;
  let end = 0;
  for (const font of fonts) {
    const cumulative = shares(str, font);
    start = Math.min(start, cumulative[from] ?? 0);
    end = Math.max(end, cumulative[to] ?? 1);
  }
  return [start, end];
}
