import { rm, stat, writeFile } from 'node:fs/promises';
import type { DocumentType } from '@csg/documents';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { customerRecord, logLine, RECORD_COLUMNS, recordCells } from './documents-content.ts';
import { docx } from './documents-docx.ts';

/**
 * Writes a document of each type from `customerRecord`s: TXT a support log (one line per
 * record), CSV and XLSX a customer table (one row per record), DOCX one paragraph per record,
 * PDF the log's lines on Letter pages. Returns the file's size in bytes.
 */

const PDF_LINES_PER_PAGE = 60;
const PDF_LINE_CHARS = 110;

const records = function* (count: number) {
  for (let i = 0; i < count; i += 1) yield customerRecord(i);
};

const csvField = (v: string | number) => (/[",\n;]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

/** Log lines cut at a space to fit a PDF line. */
export function pdfLines(count: number): string[] {
  const lines: string[] = [];
  for (const r of records(count)) {
    let rest = logLine(r);
    while (rest.length > PDF_LINE_CHARS) {
      const cut = rest.lastIndexOf(' ', PDF_LINE_CHARS);
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    }
    lines.push(rest);
  }
  return lines;
}

async function writeXlsx(count: number, path: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Customers');
  sheet.addRow([...RECORD_COLUMNS]).commit();
  for (const r of records(count)) sheet.addRow(recordCells(r)).commit();
  sheet.commit();
  await workbook.commit();
}

const pdfString = (s: string) => `(${s.replace(/[\\()]/g, '\\$&')})`;

/** Pages written as raw content streams through pdf-lib: its drawText keeps every operator in memory. */
async function pdf(count: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines = pdfLines(count);
  for (let first = 0; first < lines.length; first += PDF_LINES_PER_PAGE) {
    const page = doc.addPage([612, 792]);
    const key = page.node.newFontDictionary('F1', font.ref).asString();
    const shown = lines.slice(first, first + PDF_LINES_PER_PAGE).map((line) => `${pdfString(line)} Tj T*`);
    const content = `BT ${key} 8 Tf 12 TL 40 750 Td\n${shown.join('\n')}\nET`;
    page.node.addContentStream(doc.context.register(doc.context.flateStream(content)));
  }
  return Buffer.from(await doc.save());
}

function text(count: number, type: 'txt' | 'csv'): string {
  const out: string[] = type === 'csv' ? [RECORD_COLUMNS.join(',')] : [];
  for (const r of records(count)) out.push(type === 'csv' ? recordCells(r).map(csvField).join(',') : logLine(r));
  return `${out.join(type === 'csv' ? '\r\n' : '\n')}\n`;
}

/** The records that fill a PDF of `pages` pages. */
export function recordsForPages(pages: number): number {
  const perRecord = pdfLines(1000).length / 1000;
  return Math.floor((pages * PDF_LINES_PER_PAGE) / perRecord);
}

/** The records whose extracted text is about `chars` long: a line per record, or a segment per cell. */
export function recordsForChars(type: 'txt' | 'csv' | 'docx' | 'xlsx', chars: number): number {
  const sample = [...records(1000)];
  const perRecord =
    type === 'csv' || type === 'xlsx'
      ? sample.map((r) => recordCells(r).reduce((n: number, c) => n + String(c).length + 1, 0))
      : sample.map((r) => logLine(r).length + 1);
  return Math.floor(chars / (perRecord.reduce((a, b) => a + b, 0) / sample.length));
}

export async function writeDocument(type: DocumentType, count: number, path: string, photo?: Buffer): Promise<number> {
  if (type === 'xlsx') await writeXlsx(count, path);
  else if (type === 'docx') await writeFile(path, await docx(count, photo));
  else if (type === 'pdf') await writeFile(path, await pdf(count));
  else await writeFile(path, text(count, type));
  return (await stat(path)).size;
}

/** The records that make a file of about `bytes`, scaled from a probe of 5 000 written beside `path`. */
export async function recordsForBytes(type: DocumentType, bytes: number, path: string): Promise<number> {
  const probe = `${path}.probe.${type}`;
  const size = await writeDocument(type, 5_000, probe);
  await rm(probe);
  return Math.floor((5_000 * bytes) / size);
}
