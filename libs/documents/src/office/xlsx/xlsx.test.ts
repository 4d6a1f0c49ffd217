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
  it('reads threaded comments at their cell and their people as metadata', async () => {
    const parts = Object.fromEntries(await zipParts(await xlsxFixture()));
    const relationships = (body: string) =>
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`;
    const rel = (id: string, type: string, target: string) =>
      `<Relationship Id="${id}" Type="http://schemas.microsoft.com/office/2017/10/relationships/${type}" Target="${target}"/>`;
    parts['xl/worksheets/_rels/sheet2.xml.rels'] = Buffer.from(
      relationships(rel('rId1', 'threadedComment', '../threadedComments/threadedComment1.xml')),
    );
    parts['xl/threadedComments/threadedComment1.xml'] = Buffer.from(
      '<ThreadedComments xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments">' +
        '<threadedComment ref="A2" id="{1}" personId="{9}"><text>Ping jane.roe@example.com</text></threadedComment></ThreadedComments>',
    );
    const workbookRels = parts['xl/_rels/workbook.xml.rels']?.toString() ?? '';
    parts['xl/_rels/workbook.xml.rels'] = Buffer.from(
      workbookRels.replace('</Relationships>', `${rel('rId99', 'person', 'persons/person.xml')}</Relationships>`),
    );
    parts['xl/persons/person.xml'] = Buffer.from(
      '<personList xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments">' +
        '<person displayName="Jane Roe" id="{9}" userId="jane.roe@example.com" providerId="AD"/></personList>',
    );
    const { segments } = await extractXlsx(await zipOf(parts));
    expect(segments.filter((segment) => segment.part === 'comment').map((segment) => segment.location)).toContainEqual({
      sheet: 'Jane Roe notes',
      cell: 'A2',
    });
    expect(segments.filter((segment) => segment.part === 'metadata').map((segment) => segment.text)).toEqual(
      expect.arrayContaining(['Jane Roe', 'jane.roe@example.com']),
    );
  });
});
