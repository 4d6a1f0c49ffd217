import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { allText, expectNoLeak, redactionOf, zipParts } from '../test-support.ts';
import { minimalXlsx, xlsxFixture } from './xlsx-fixture.ts';
import { extractXlsx, redactXlsx } from './xlsx.ts';

// exceljs types its input as an ArrayBuffer.
const loadWorkbook = (bytes: Buffer) => new ExcelJS.Workbook().xlsx.load(new Uint8Array(bytes).buffer);

async function redactedFixture(values: [string, string][]) {
  const bytes = await xlsxFixture();
  const document = await extractXlsx(bytes);
  const redactions = values.map(([value, placeholder]) => redactionOf(document, value, placeholder));
  return redactXlsx(bytes, document, redactions);
}

describe('redactXlsx', () => {
  it('removes each value from every part, keeping the rest of the workbook', async () => {
    const redacted = await redactedFixture([
      ['John Smith', '[PERSON]'],
      ['john.smith@example.com', '[EMAIL_ADDRESS]'],
      ['+1 212-555-0142', '[PHONE_NUMBER]'],
      ['Jane Roe', '[PERSON]'],
      ['jane.roe@example.com', '[EMAIL_ADDRESS]'],
    ]);
    await expectNoLeak(redacted, [
      'John Smith',
      'john.smith@example.com',
      '212-555-0142',
      'Jane Roe',
      'jane.roe@example.com',
    ]);
    const text = allText(await extractXlsx(redacted));
    expect(text).toContain('Call [PERSON] today');
    expect(text).toContain('Keep this cell');
    expect(text).toContain('Acme Corp');
    expect(text).toContain('1987-03-14');
  });

  it('writes a workbook exceljs loads, with redacted cells as text and their formulas gone', async () => {
    const redacted = await redactedFixture([
      ['John Smith', '[PERSON]'],
      ['john.smith@example.com', '[EMAIL_ADDRESS]'],
      ['Jane Roe', '[PERSON]'],
    ]);
    const workbook = await loadWorkbook(redacted);
    const sheet = workbook.getWorksheet('Customers');
    expect(sheet?.getCell('A2').value).toBe('[PERSON]');
    expect(sheet?.getCell('B2').value).toBe('[EMAIL_ADDRESS]');
    expect(sheet?.getCell('B2').formula).toBeUndefined();
    expect(sheet?.getCell('E2').value).toBe('[PERSON]!');
    expect(workbook.worksheets.map((worksheet) => worksheet.name)).toEqual(['Customers', '(PERSON) notes']);
    expect(workbook.creator).toBe('[PERSON]');
  });

  it('drops the other cells of a shared formula whose defining cell was redacted', async () => {
    const redacted = await redactedFixture([['John Smith', '[PERSON]']]);
    const sheet = (await zipParts(redacted)).get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
    expect(sheet).not.toMatch(/<f[^>]*t="shared"/);
    const workbook = await loadWorkbook(redacted);
    expect(workbook.getWorksheet('Customers')?.getCell('E3').value).toBe('Jane Roe!');
  });

  it('turns a redacted number into text and drops the calculation chain', async () => {
    const bytes = await xlsxFixture();
    const document = await extractXlsx(bytes);
    const redacted = await redactXlsx(bytes, document, [redactionOf(document, '2125550199', '[PHONE_NUMBER]')]);
    const sheet = (await zipParts(redacted)).get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
    expect(sheet).toMatch(/<c r="C3"[^>]* t="inlineStr"><is><t xml:space="preserve">\[PHONE_NUMBER\]<\/t><\/is><\/c>/);
    await expectNoLeak(redacted, ['2125550199']);
    expect([...(await zipParts(redacted)).keys()].some((name) => name.includes('calcChain'))).toBe(false);
  });
  it('leaves a shared-string index alone when it reads like a redacted number', async () => {
    const bytes = await minimalXlsx(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>123456</v></c><c r="C1" t="s"><v>123456</v></c></row>',
      ['ID'],
    );
    const document = await extractXlsx(bytes);
    const redacted = await redactXlsx(bytes, document, [redactionOf(document, '123456', '[ID]')]);
    const sheet = (await zipParts(redacted)).get('xl/worksheets/sheet1.xml')?.toString() ?? '';
    expect(sheet).toContain('<c r="C1" t="s"><v>123456</v></c>');
    expect(allText(await extractXlsx(redacted))).toBe('S\nID\n[ID]');
  });
});
