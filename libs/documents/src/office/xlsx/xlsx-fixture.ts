import ExcelJS from 'exceljs';
import { zipOf } from '../test-support.ts';

/**
 * A workbook written by exceljs: names, a formula whose cached value is an email (and whose text
 * holds it in capitals), a shared formula, a phone, a date of birth, a value split across rich
 * text runs, a note, a mailto: hyperlink, a print header, the author in the properties and a
 * second sheet named after a person.
 */
export async function xlsxFixture(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'John Smith';
  workbook.lastModifiedBy = 'Jane Roe';
  workbook.company = 'Acme Corp';
  const sheet = workbook.addWorksheet('Customers');
  sheet.addRow(['Name', 'Email', 'Phone', 'Born', 'Greeting', 'Remark']);
  sheet.addRow([
    'John Smith',
    { formula: 'LOWER("JOHN.SMITH@EXAMPLE.COM")', result: 'john.smith@example.com' },
    '+1 212-555-0142',
    new Date(Date.UTC(1987, 2, 14)),
    { formula: 'A2&"!"', result: 'John Smith!' },
    { richText: [{ text: 'Call Jo' }, { text: 'hn Smith', font: { bold: true } }, { text: ' today' }] },
  ]);
  sheet.addRow([
    'Jane Roe',
    { text: 'jane.roe@example.com', hyperlink: 'mailto:jane.roe@example.com' },
    2125550199,
    null,
    { sharedFormula: 'E2', result: 'Jane Roe!' },
    'Keep this cell',
  ]);
  sheet.getCell('D2').numFmt = 'yyyy-mm-dd';
  sheet.getCell('A2').note = 'Ask John Smith first';
  sheet.headerFooter.oddHeader = '&LPrepared by John Smith';
  const notes = workbook.addWorksheet('Jane Roe notes');
  notes.addRow(['Follow up with Jane Roe']);
  notes.addRow(['Unrelated text']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A package with one worksheet of the given `sheetData` and the shared strings given. */
export function minimalXlsx(sheetData: string, sharedStrings: string[] = []): Promise<Buffer> {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const relationship = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${rel}/${type}" Target="${target}"/>`;
  return zipOf({
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    'xl/workbook.xml': `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `${relationship('rId1', 'worksheet', 'worksheets/sheet1.xml')}${relationship('rId2', 'sharedStrings', 'sharedStrings.xml')}</Relationships>`,
    'xl/worksheets/sheet1.xml': `<worksheet xmlns="${main}"><sheetData>${sheetData}</sheetData></worksheet>`,
    'xl/sharedStrings.xml': `<sst xmlns="${main}">${sharedStrings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`,
  });
}
