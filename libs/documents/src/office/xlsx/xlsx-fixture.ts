import ExcelJS from 'exceljs';

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
