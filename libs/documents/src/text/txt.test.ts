import { describe, expect, it } from 'vitest';
import { encodeText } from './decode-text.ts';
import { extractTxt, redactTxt } from './txt.ts';

describe('extractTxt', () => {
  it('gives one segment per non-blank line, numbered from 1 across all line breaks', async () => {
    const document = await extractTxt(Buffer.from('Call John\r\n\rat 212-555-0142\nbye'));
    expect(document).toEqual({
      type: 'txt',
      pageCount: null,
      segments: [
        { text: 'Call John', part: 'body', location: { line: 1 } },
        { text: 'at 212-555-0142', part: 'body', location: { line: 3 } },
        { text: 'bye', part: 'body', location: { line: 4 } },
      ],
    });
  });

  it('reads an empty file as an empty text', async () => {
    expect((await extractTxt(Buffer.alloc(0))).segments).toEqual([]);
  });

  it('refuses text over the limits', async () => {
    const limits = { maxBytes: 100, maxPages: 1, maxInflatedBytes: 100, maxTextChars: 10 };
    await expect(extractTxt(Buffer.from('x'.repeat(11)), { limits })).rejects.toMatchObject({ failure: 'too-complex' });
    await expect(extractTxt(Buffer.from('x'.repeat(101)), { limits })).rejects.toMatchObject({ failure: 'too-large' });
  });
});

describe('redactTxt', () => {
  it('replaces spans, and other copies of their values, keeping encoding, BOM and line breaks', async () => {
    const text = 'Name: Zoë Martin\r\nzoë martin called.\r\nOther line\r\n';
    const bytes = encodeText(text, 'utf-16le');
    const document = await extractTxt(bytes);
    const redacted = await redactTxt(bytes, document, [{ segment: 0, start: 6, end: 16, placeholder: '[PERSON]' }]);
    expect(redacted.equals(encodeText('Name: [PERSON]\r\n[PERSON] called.\r\nOther line\r\n', 'utf-16le'))).toBe(true);
  });

  it('writes Windows-1252 back as Windows-1252', async () => {
    const bytes = Buffer.from('Caf\xe9 owner: Ren\xe9e\n', 'latin1');
    const document = await extractTxt(bytes);
    const redacted = await redactTxt(bytes, document, [{ segment: 0, start: 12, end: 17, placeholder: '[PERSON]' }]);
    expect(redacted.toString('latin1')).toBe('Caf\xe9 owner: [PERSON]\n');
  });
});
