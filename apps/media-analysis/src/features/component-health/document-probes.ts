import type { DocumentCodec } from '@csg/documents';

/** A one-page PDF saying "probe", written out with its cross-reference table: the parser's whole path. */
function probePdf(): Buffer {
  const stream = 'BT /F1 12 Tf 10 20 Td (probe) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 50] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const PROBE_PDF = probePdf();
const PROBE_CSV = Buffer.from('name,note\nprobe,ok\n');

/** document-parser: the PDF and text parsers load and read what they are given. */
export async function documentParserHealth(codec: DocumentCodec): Promise<{ healthy: boolean }> {
  try {
    const [pdf, csv] = await Promise.all([codec.extract(PROBE_PDF, 'pdf', {}), codec.extract(PROBE_CSV, 'csv', {})]);
    const read = (text: string) => text.includes('probe');
    return { healthy: pdf.segments.some((s) => read(s.text)) && csv.segments.some((s) => read(s.text)) };
  } catch {
    return { healthy: false };
  }
}

/** The document half of redactor: a span of a text file rewritten to its placeholder. */
export async function documentRedactionWorks(codec: DocumentCodec): Promise<boolean> {
  try {
    const extracted = await codec.extract(PROBE_CSV, 'csv', {});
    const index = extracted.segments.findIndex((s) => s.text === 'probe');
    if (index < 0) return false;
    const redacted = await codec.redact(PROBE_CSV, extracted, [
      { segment: index, start: 0, end: 5, placeholder: '[X]' },
    ]);
    return !redacted.includes('probe');
  } catch {
    return false;
  }
}
