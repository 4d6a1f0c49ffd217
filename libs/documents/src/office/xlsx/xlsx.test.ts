import { describe, expect, it } from 'vitest';
import { zipOf, zipParts } from '../test-support.ts';
import { xlsxFixture } from './xlsx-fixture.ts';
import { extractXlsx } from './xlsx.ts';

describe('extractXlsx', () => {
  it('reads every cell with its sheet, reference, row and column', async () => {
    const { segments } = await extractXlsx(await xlsxFixture());
    const cell = (ref: string, sheet = 'Customers') =>
      segments.find(
        (segment) => segment.part === 'cell' && segment.location.cell === ref && segment.location.sheet === sheet,
      )?.text;
    expect(segments.find((segment) => segment.location.cell === 'A2')?.location).toEqual({
      sheet: 'Customers',
      cell: 'A2',
      row: 2,
      column: 1,
    });
    expect(cell('A2')).toBe('John Smith');
    expect(cell('B2')).toBe('john.smith@example.com');
    expect(cell('C3')).toBe('2125550199');
    expect(cell('D2')).toBe('1987-03-14');
    expect(cell('E3')).toBe('Jane Roe!');
    expect(cell('F2')).toBe('Call John Smith today');
    expect(cell('A1', 'Jane Roe notes')).toBe('Follow up with Jane Roe');
  });

  it('reads sheet names, notes, print headers, link targets and properties', async () => {
    const { segments } = await extractXlsx(await xlsxFixture());
    const byPart = (part: string) => segments.filter((segment) => segment.part === part);
    expect(byPart('sheet-name').map((segment) => segment.text)).toEqual(['Customers', 'Jane Roe notes']);
    expect(byPart('comment').map((segment) => [segment.text, segment.location])).toEqual([
      ['Ask John Smith first', { sheet: 'Customers', cell: 'A2' }],
    ]);
    expect(byPart('header').map((segment) => segment.text)).toEqual(['&LPrepared by John Smith']);
    expect(byPart('link').map((segment) => [segment.text, segment.location])).toEqual([
      ['mailto:jane.roe@example.com', { sheet: 'Customers', cell: 'B3' }],
    ]);
    expect(byPart('metadata').map((segment) => segment.text)).toEqual(
      expect.arrayContaining(['John Smith', 'Jane Roe', 'Acme Corp']),
    );
  });

  it('refuses a workbook whose cells hold more text than the limit', async () => {
    const limits = { maxBytes: 1e6, maxPages: 1, maxInflatedBytes: 1e7, maxTextChars: 50 };
    await expect(extractXlsx(await xlsxFixture(), { limits })).rejects.toMatchObject({ failure: 'too-complex' });
  });

  it('refuses entity declarations in the shared strings', async () => {
    const parts = Object.fromEntries(await zipParts(await xlsxFixture()));
    parts['xl/sharedStrings.xml'] = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY x SYSTEM "file:///etc/passwd">]><sst><si><t>&x;</t></si></sst>',
    );
    await expect(extractXlsx(await zipOf(parts))).rejects.toMatchObject({ failure: 'corrupt' });
  });

  it('calls a workbook without its workbook part corrupt', async () => {
    const parts = Object.fromEntries(await zipParts(await xlsxFixture()));
    delete parts['xl/workbook.xml'];
    parts['[Content_Types].xml'] = Buffer.from(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    );
    await expect(extractXlsx(await zipOf(parts))).rejects.toMatchObject({ failure: 'corrupt' });
  });
});
