import { createDefaultEngine, DEFAULT_POLICY } from '@csg/detection-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { documentCodec } from '../codec.ts';
import { docxFixture } from '../office/docx/docx-fixture.ts';
import { expectNoLeak } from '../office/test-support.ts';
import { xlsxFixture } from '../office/xlsx/xlsx-fixture.ts';
import { pdfRawText } from '../pdf/test-support/pdf-raw-text.ts';
import { EMAIL as PDF_EMAIL, samplePdf } from '../pdf/test-support/test-pdfs.ts';
import type { DocumentType } from '../types.ts';
import { analyzeDocument } from './analyze-document.ts';

// The whole path over every real format: the engine finds the values, each format's code removes
// them, and the file is searched part by part (zips inflated, PDF streams inflated) for what was masked.
const engine = createDefaultEngine();
afterAll(() => engine.close());
const detect = async (text: string, policy: typeof DEFAULT_POLICY) =>
  (await engine.detect(text, { policy })).detectedEntities;

const EMAIL = 'john.smith@example.com';
const samples: [DocumentType, () => Promise<Buffer>, string][] = [
  ['pdf', samplePdf, PDF_EMAIL],
  ['docx', docxFixture, EMAIL],
  ['xlsx', xlsxFixture, EMAIL],
  ['csv', async () => Buffer.from(`name,email,phone\r\nJohn Smith,${EMAIL},+1 212-555-0142\r\n`), EMAIL],
  ['txt', async () => Buffer.from(`Write to ${EMAIL} or call +1 212-555-0142.\n`), EMAIL],
];

describe('analyzeDocument over the real formats', () => {
  it.each(samples)('%s: finds the e-mail, and the redacted copy holds it nowhere', async (type, sample, email) => {
    const bytes = await sample();
    const result = await analyzeDocument(
      { codec: documentCodec, detect },
      { bytes, redact: true, confidenceThreshold: 0.5, policy: DEFAULT_POLICY },
    );
    expect(result.type).toBe(type);
    expect(result.piiDetections.map((d) => d.type)).toContain('EMAIL_ADDRESS');
    expect(result.maskedText).not.toContain(email);
    const copy = result.redacted;
    expect(copy).toBeDefined();
    if (!copy) return;

    const reread = await documentCodec.extract(copy, type, {});
    expect(reread.segments.map((s) => s.text).join('\n')).not.toContain(email);
    if (type === 'docx' || type === 'xlsx') await expectNoLeak(copy, [email]);
    else if (type === 'pdf') expect(pdfRawText(copy).toLowerCase()).not.toContain(email);
    else expect(copy.toString('utf8')).not.toContain(email);
  });
});
