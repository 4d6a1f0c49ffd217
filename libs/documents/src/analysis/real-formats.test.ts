import { createDefaultEngine, DEFAULT_POLICY } from '@csg/detection-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { documentCodec } from '../codec.ts';
import { expectNoLeak } from '../office/test-support.ts';
import { pdfRawText } from '../pdf/test-support/pdf-raw-text.ts';
import { analyzeDocument } from './analyze-document.ts';
import { FORMAT_SAMPLES } from '../testing.ts';

// The whole path over every real format: the engine finds the values, each format's code removes
// them, and the file is searched part by part (zips inflated, PDF streams inflated) for what was masked.
const engine = createDefaultEngine();
afterAll(() => engine.close());
const detect = async (text: string, policy: typeof DEFAULT_POLICY) =>
  (await engine.detect(text, { policy })).detectedEntities;

const samples = FORMAT_SAMPLES;

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
