import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { docxFixture } from './office/docx/docx-fixture.ts';
import { zipOf } from './office/test-support.ts';
import { sniffDocumentType } from './sniff-type.ts';

const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

async function xlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('a').addRow(['x']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('sniffDocumentType', () => {
  it('tells office files by the parts their zip holds, whatever their name', async () => {
    expect(sniffDocumentType(await docxFixture())).toBe('docx');
    expect(sniffDocumentType(await docxFixture(), 'report.xlsx')).toBe('docx');
    expect(sniffDocumentType(await xlsx(), 'report.docx')).toBe('xlsx');
    expect(sniffDocumentType(await zipOf({ 'a.txt': 'hello' }), 'a.docx')).toBeNull();
  });

  it('reads a PDF header at the start, or after binary junk in the first kilobyte', () => {
    expect(sniffDocumentType(Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj', 'latin1'), 'a.txt')).toBe('pdf');
    expect(sniffDocumentType(Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from('%PDF-1.4')]))).toBe('pdf');
    expect(sniffDocumentType(Buffer.from('Notes on the %PDF-1.4 header'))).toBe('txt');
  });

  it('calls text csv when every record splits into the same number of columns', () => {
    expect(sniffDocumentType(Buffer.from('name;email\nJohn;j@x.org\nJane;k@x.org\n'))).toBe('csv');
    expect(sniffDocumentType(Buffer.from('a\tb\tc\r\n1\t2\t3\r\n'))).toBe('csv');
    expect(sniffDocumentType(Buffer.from('id|"note, with comma"\n1|"two\nlines"\n'))).toBe('csv');
    expect(
      sniffDocumentType(Buffer.from('Hello, world.\nThis line has no comma at all.\nBut this one, and this, do.\n')),
    ).toBe('txt');
    expect(sniffDocumentType(Buffer.from('a,b,c\n'))).toBe('txt');
  });

  it('lets the extension choose between csv and txt for text', () => {
    expect(sniffDocumentType(Buffer.from('a,b\n1,2\n'), 'data.txt')).toBe('txt');
    expect(sniffDocumentType(Buffer.from('just words\n'), 'data.csv')).toBe('csv');
    expect(sniffDocumentType(Buffer.from('a,b\n1,2\n'), 'data.pdf')).toBe('csv');
  });

  it('reads Latin-1 and UTF-16 with a byte-order mark as text', () => {
    expect(sniffDocumentType(Buffer.from('Caf\xe9 cr\xe8me\n', 'latin1'))).toBe('txt');
    expect(sniffDocumentType(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a;b\n1;2\n', 'utf16le')]))).toBe(
      'csv',
    );
  });

  it('leaves other binary, and legacy or encrypted office files without a name, unrecognised', () => {
    expect(sniffDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBeNull();
    expect(sniffDocumentType(Buffer.concat([CFB, Buffer.alloc(600)]), 'old.docx')).toBeNull();
    const encrypted = Buffer.concat([CFB, Buffer.alloc(100), Buffer.from('EncryptedPackage', 'utf16le')]);
    expect(sniffDocumentType(encrypted)).toBeNull();
    expect(sniffDocumentType(encrypted, 'secret.xlsx')).toBe('xlsx');
  });

  it('takes the name for content that cannot tell: empty files and unreadable zips', () => {
    expect(sniffDocumentType(Buffer.alloc(0), 'a.csv')).toBe('csv');
    expect(sniffDocumentType(Buffer.alloc(0))).toBe('txt');
    expect(sniffDocumentType(Buffer.from('PK\x03\x04truncated', 'latin1'), 'a.docx')).toBe('docx');
    expect(sniffDocumentType(Buffer.from('PK\x03\x04truncated', 'latin1'))).toBeNull();
  });
});
