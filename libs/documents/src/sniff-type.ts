import { isCompoundFile, isEncryptedOoxml } from './office/zip/cfb.ts';
import { listZipNames } from './office/zip/zip-names.ts';
import { sniffDelimiter } from './text/csv/sniff-delimiter.ts';
import { decodeHead, looksLikeText } from './text/decode-text.ts';
import type { DocumentType } from './types.ts';

const EXTENSIONS: Record<string, DocumentType> = {
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  csv: 'csv',
  tsv: 'csv',
  txt: 'txt',
};
// PDF readers accept the header anywhere in the first kilobyte, after junk a mailer prepended.
const PDF_HEADER = Buffer.from('%PDF-');
const PDF_HEADER_WINDOW = 1024;
const ZIP_MAGICS = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

function typeFromName(filename: string | undefined): DocumentType | null {
  const extension = /\.([^./\\]+)$/.exec(filename ?? '')?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? null;
}

/**
 * The document type from the content: a PDF header, a zip holding word/document.xml (docx) or
 * xl/workbook.xml (xlsx), text that splits into a consistent number of columns (csv) or other
 * text (txt). The file name decides only between csv and txt for text, and where the content
 * cannot tell: an empty file, a zip whose directory cannot be read, an encrypted office file
 * (which could be either). Any other binary, another zip or a legacy .doc/.xls is null.
 */
export function sniffDocumentType(bytes: Buffer, filename?: string): DocumentType | null {
  const named = typeFromName(filename);
  const office = named === 'docx' || named === 'xlsx' ? named : null;
  if (bytes.length === 0) return named ?? 'txt';
  const pdfAt = bytes.subarray(0, PDF_HEADER_WINDOW).indexOf(PDF_HEADER);
  if (pdfAt === 0 || (pdfAt > 0 && !looksLikeText(bytes))) return 'pdf';
  if (ZIP_MAGICS.some((magic) => bytes.subarray(0, 4).equals(magic))) {
    const names = listZipNames(bytes)?.map((name) => name.toLowerCase());
    if (!names) return office;
    if (names.includes('word/document.xml')) return 'docx';
    if (names.includes('xl/workbook.xml')) return 'xlsx';
    return null;
  }
  if (isCompoundFile(bytes)) return isEncryptedOoxml(bytes) ? office : null;
  if (!looksLikeText(bytes)) return null;
  if (named === 'csv' || named === 'txt') return named;
  const { text, truncated } = decodeHead(bytes);
  return sniffDelimiter(text, truncated) ? 'csv' : 'txt';
}
