import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { encodeText } from '../decode-text.ts';
import { csvFields } from './csv-fields.ts';
import { extractCsv, redactCsv } from './csv.ts';

describe('extractCsv', () => {
  it('gives one segment per non-blank cell with its row and column', async () => {
    const document = await extractCsv(Buffer.from('name;email\nJohn Doe;john@example.com\n;x\n'));
    expect(document.segments).toEqual([
      { text: 'name', part: 'cell', location: { row: 1, column: 1 } },
      { text: 'email', part: 'cell', location: { row: 1, column: 2 } },
      { text: 'John Doe', part: 'cell', location: { row: 2, column: 1 } },
      { text: 'john@example.com', part: 'cell', location: { row: 2, column: 2 } },
      { text: 'x', part: 'cell', location: { row: 3, column: 2 } },
    ]);
  });

  it('reads the same cells as csv-parse, quotes, doubled quotes and line breaks in fields included', () => {
    const text = 'a,"b ""q"", c","line\r\nbreak"\r\n"",,"x"\r\n1,2,3';
    const ours: string[][] = [];
    for (const field of csvFields(text, ',')) (ours[field.row - 1] ??= []).push(field.value);
    expect(ours).toEqual(parse(text, { relax_column_count: true }));
  });

  it('reads one 20 MB line in bounded time, refusing it past the text limit', async () => {
    const unclosedQuote = Buffer.from('"'.concat('a,'.repeat(10 * 1024 * 1024 - 1)));
    const wideRow = Buffer.from(`${'x'.repeat(199)},`.repeat(100_000));
    const started = performance.now();
    await expect(extractCsv(unclosedQuote)).rejects.toMatchObject({ failure: 'too-complex' });
    const limits = { maxBytes: 30e6, maxPages: 1, maxInflatedBytes: 1, maxTextChars: 30e6 };
    expect((await extractCsv(unclosedQuote, { limits })).segments).toHaveLength(1);
    expect((await extractCsv(wideRow, { limits })).segments).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('redactCsv', () => {
  it('rewrites only redacted fields, keeping delimiter, quoting, line breaks, encoding and BOM', async () => {
    const text =
      'name\temail\tnote\r\n"Doe, John"\tjohn@example.com\t"say ""hi"""\r\nJane\tjane@example.com\tJohn@Example.com\r\n';
    const bytes = encodeText(text, 'utf-8-bom');
    const document = await extractCsv(bytes);
    const email = document.segments.findIndex((segment) => segment.text === 'john@example.com');
    const redacted = await redactCsv(bytes, document, [
      { segment: email, start: 0, end: 16, placeholder: '[EMAIL_ADDRESS]' },
      { segment: 3, start: 0, end: 9, placeholder: '[PERSON]' },
    ]);
    expect(
      redacted.equals(
        encodeText(
          'name\temail\tnote\r\n"[PERSON]"\t[EMAIL_ADDRESS]\t"say ""hi"""\r\nJane\tjane@example.com\t[EMAIL_ADDRESS]\r\n',
          'utf-8-bom',
        ),
      ),
    ).toBe(true);
  });
});
