// Fixtures and leak checks for apps' tests of document handling (package export `@csg/documents/testing`).
export { docxFixture } from './office/docx/docx-fixture.ts';
export { xlsxFixture } from './office/xlsx/xlsx-fixture.ts';
export { expectNoLeak, zipParts } from './office/test-support.ts';
export { encryptedPdf } from './pdf/test-support/test-hand-written-pdfs.ts';
export { pdfRawText } from './pdf/test-support/pdf-raw-text.ts';
export { samplePdf, EMAIL as SAMPLE_PDF_EMAIL } from './pdf/test-support/test-pdfs.ts';
