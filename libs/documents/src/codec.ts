import type { DocumentCodec } from './analysis/analyze-document.ts';
import { extractDocx, redactDocx } from './office/docx/docx.ts';
import { extractXlsx, redactXlsx } from './office/xlsx/xlsx.ts';
import { extractPdf } from './pdf/read/read-pdf.ts';
import { redactPdf } from './pdf/redact/redact-pdf.ts';
import { sniffDocumentType } from './sniff-type.ts';
import { extractCsv, redactCsv } from './text/csv/csv.ts';
import { extractTxt, redactTxt } from './text/txt.ts';
import type { DocumentType, ExtractOptions, ExtractedDocument, Redaction } from './types.ts';

type Extract = (bytes: Buffer, options: ExtractOptions) => Promise<ExtractedDocument>;
type Redact = (bytes: Buffer, extracted: ExtractedDocument, redactions: Redaction[]) => Promise<Buffer>;

const FORMATS: Record<DocumentType, { extract: Extract; redact: Redact }> = {
  pdf: { extract: extractPdf, redact: (bytes, extracted, redactions) => redactPdf(bytes, extracted, redactions) },
  docx: { extract: extractDocx, redact: (bytes, extracted, redactions) => redactDocx(bytes, extracted, redactions) },
  xlsx: { extract: extractXlsx, redact: (bytes, extracted, redactions) => redactXlsx(bytes, extracted, redactions) },
  csv: { extract: extractCsv, redact: (bytes, extracted, redactions) => redactCsv(bytes, extracted, redactions) },
  txt: { extract: extractTxt, redact: (bytes, extracted, redactions) => redactTxt(bytes, extracted, redactions) },
};

/** The real formats: the type from the content, each read and rewritten by its own code. */
export const documentCodec: DocumentCodec = {
  sniff: sniffDocumentType,
  extract: (bytes, type, options) => FORMATS[type].extract(bytes, options),
  redact: (bytes, extracted, redactions) => FORMATS[extracted.type].redact(bytes, extracted, redactions),
};
