import { describe, expect, it } from 'vitest';
import type { ExtractedDocument, TextLocation } from '../types.ts';
import { packDocument, packRedactions, unpackDocument, unpackRedactions } from './packed-document.ts';

const roundTrip = async (document: ExtractedDocument) => unpackDocument(await packDocument(document));

describe('packDocument / unpackDocument', () => {
  it('gives back every segment exactly, location keys in their own order (docx puts paragraph first)', async () => {
    const document: ExtractedDocument = {
      type: 'docx',
      pageCount: null,
      segments: [
        { text: 'Contact John Smith', part: 'table', location: { paragraph: 3, row: 1, column: 2 } },
        { text: '', part: 'metadata', location: {} },
        { text: 'Sheet cell', part: 'cell', location: { sheet: 'Q1 figures', cell: 'B7', row: 7, column: 2 } },
        // A lone surrogate and astral characters are UTF-16 units like any other.
        { text: 'lone \ud800 and 😀 emoji', part: 'body', location: { page: 2, line: 1.5 } },
        { text: 'Contact John Smith', part: 'table', location: { paragraph: 4, row: 2, column: 2 } },
      ],
    };
    const back = await roundTrip(document);
    expect(back).toEqual(document);
    expect(JSON.stringify(back)).toBe(JSON.stringify(document));
  });

  it('keeps a PDF page count and an empty document', async () => {
    const empty: ExtractedDocument = { type: 'pdf', pageCount: 0, segments: [] };
    expect(await roundTrip(empty)).toEqual(empty);
  });

  it('packs many segments into a handful of strings and typed arrays', async () => {
    const segments = Array.from({ length: 10_000 }, (_, i) => ({
      text: `value ${i}`,
      part: 'cell' as const,
      location: { sheet: 'Data', cell: `A${i + 1}`, row: i + 1, column: 1 },
    }));
    const packed = await packDocument({ type: 'xlsx', pageCount: null, segments });
    expect(packed.shapes).toEqual([['sheet:s', 'cell:s', 'row:n', 'column:n']]);
    expect(packed.partNames).toEqual(['cell']);
    expect((await unpackDocument(packed)).segments).toEqual(segments);
  });

  it('refuses a location value that is neither a number nor a string rather than guess', async () => {
    const location = { page: true } as unknown as TextLocation;
    await expect(
      packDocument({ type: 'pdf', pageCount: 1, segments: [{ text: 'x', part: 'body', location }] }),
    ).rejects.toThrow(TypeError);
  });
});

describe('packRedactions / unpackRedactions', () => {
  it('gives back every span and placeholder', () => {
    const redactions = [
      { segment: 0, start: 2, end: 9, placeholder: '[EMAIL_ADDRESS]' },
      { segment: 4, start: 0, end: 3, placeholder: '[PERSON]' },
      { segment: 4, start: 5, end: 8, placeholder: '[EMAIL_ADDRESS]' },
    ];
    const packed = packRedactions(redactions);
    expect(packed.placeholders).toEqual(['[EMAIL_ADDRESS]', '[PERSON]']);
    expect(unpackRedactions(packed)).toEqual(redactions);
  });
});
