// Fixtures and leak checks for apps' tests of document handling (package export `@csg/documents/testing`).
import { docxFixture } from './office/docx/docx-fixture.ts';
import { xlsxFixture } from './office/xlsx/xlsx-fixture.ts';
import { EMAIL as SAMPLE_PDF_EMAIL, samplePdf } from './pdf/test-support/test-pdfs.ts';
import type { DocumentType } from './types.ts';

export { docxFixture, samplePdf, SAMPLE_PDF_EMAIL, xlsxFixture };
/** The e-mail address the DOCX and XLSX fixtures hold. */
export const FIXTURE_EMAIL = 'john.smith@example.com';
export { expectNoLeak, zipParts } from './office/test-support.ts';
export { encryptedPdf } from './pdf/test-support/test-hand-written-pdfs.ts';
export { pdfRawText } from './pdf/test-support/pdf-raw-text.ts';

/** One small file of each type holding an e-mail address, and that address: what whole-path tests run. */
export const FORMAT_SAMPLES: [DocumentType, () => Promise<Buffer>, string][] = [
  ['pdf', samplePdf, SAMPLE_PDF_EMAIL],
  ['docx', docxFixture, FIXTURE_EMAIL],
  ['xlsx', xlsxFixture, FIXTURE_EMAIL],
  [
    'csv',
    async () => Buffer.from(`name,email,phone\r\nJohn Smith,${FIXTURE_EMAIL},+1 212-555-0142\r\n`),
    FIXTURE_EMAIL,
  ],
  ['txt', async () => Buffer.from(`Write to ${FIXTURE_EMAIL} or call +1 212-555-0142.\n`), FIXTURE_EMAIL],
];
