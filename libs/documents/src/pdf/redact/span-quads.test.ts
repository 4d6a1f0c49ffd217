import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { spanQuads } from './span-quads.ts';
import type { PdfLine } from '../read/text-lines.ts';

type FontName = Parameters<typeof StandardFontEmbedder.for>[0];

const SIZE = 10;
const SENTENCES = [
  'Please forward the signed agreement to Mr. Wilhelm Ostrowski at wilhelm.ostrowski@mailbox.example.org before Friday',
  'iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii WWWWWWWW mmmmmmmmmmmmmmmm call 0049 30 1234567 lllll',
  'CHARLES M. SEVILLA, ESQ., San Diego, Cal.; on behalf of the Respondent, telephone (619) 555-0143.',
];

/** One text item holding `text` as `font` sets it, the family as pdfjs reports it. */
function line(text: string, font: StandardFonts, fontFamily: string): { line: PdfLine; at: (index: number) => number } {
  const embedder = StandardFontEmbedder.for(font as unknown as FontName);
  const at = (index: number) => embedder.widthOfTextAtSize(text.slice(0, index), SIZE);
  const piece = {
    start: 0,
    end: text.length,
    str: text,
    dir: 'ltr',
    transform: [SIZE, 0, 0, SIZE, 0, 0],
    width: at(text.length),
  };
  return { line: { text, pieces: [{ ...piece, extent: { ascent: 0.9, descent: -0.2, fontFamily } }] }, at };
}

/** The smallest and largest distances, in ems, by which boxes reach past their spans' true ends
 * (< 0: the box falls short). */
function margins(font: StandardFonts, fontFamily: string): { least: number; most: number } {
  let least = Infinity;
  let most = -Infinity;
  for (const text of SENTENCES) {
    const { line: pdfLine, at } = line(text, font, fontFamily);
    for (let start = 0; start < text.length; start += 2) {
      for (const length of [3, 12, 25]) {
        const end = Math.min(text.length, start + length);
        const xs = spanQuads(pdfLine, start, end)
          .flat()
          .map(([x]) => x);
        const ends = [(at(start) - Math.min(...xs)) / SIZE, (Math.max(...xs) - at(end)) / SIZE];
        least = Math.min(least, ...ends);
        most = Math.max(most, ...ends);
      }
    }
  }
  return { least, most };
}

describe('spanQuads', () => {
  it.each([
    [StandardFonts.Helvetica, 'sans-serif'],
    [StandardFonts.HelveticaBoldOblique, 'sans-serif'],
    [StandardFonts.TimesRoman, 'serif'],
    [StandardFonts.TimesRomanBoldItalic, 'serif'],
    [StandardFonts.Courier, 'monospace'],
    [StandardFonts.TimesRomanBold, 'fantasy'],
  ])('covers every span of %s text (pdfjs family %s), whatever its weight', (font, family) => {
    expect(margins(font, family).least).toBeGreaterThanOrEqual(0);
  });

  it('is exact, give or take its padding, for a fixed-pitch font', () => {
    expect(margins(StandardFonts.Courier, 'monospace').most).toBeCloseTo(0.2, 5);
  });

  it('follows the text direction: a turned line gets a turned box', () => {
    const text = 'Mail jane.doe@example.com now';
    const turned: PdfLine = {
      text,
      pieces: [
        {
          start: 0,
          end: text.length,
          str: text,
          dir: 'ltr',
          transform: [0, 10, -10, 0, 100, 50],
          width: 170,
          extent: { ascent: 0.9, descent: -0.2 },
        },
      ],
    };
    const xs = spanQuads(turned, 5, 25)
      .flat()
      .map(([x]) => x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThan(15);
  });
});
