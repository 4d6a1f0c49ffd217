import type { DetectedEntity } from '@csg/contracts';
import { DEFAULT_POLICY } from '@csg/detection-engine';
import { describe, expect, it } from 'vitest';
import { DocumentError } from '../document-error.ts';
import type { ExtractedDocument, Redaction } from '../types.ts';
import { analyzeDocument, type AnalyzeDocumentDeps, type AnalyzeDocumentRequest } from './analyze-document.ts';

/** A codec of plain lines: what it was asked to redact is kept for the test to read. */
function lineCodec(accepts = true) {
  const redacted: Redaction[][] = [];
  const codec: AnalyzeDocumentDeps['codec'] = {
    sniff: () => (accepts ? 'txt' : null),
    extract: async (bytes): Promise<ExtractedDocument> => ({
      type: 'txt',
      pageCount: null,
      segments: bytes
        .toString('utf8')
        .split('\n')
        .map((text, i) => ({ text, part: 'body', location: { line: i + 1 } })),
    }),
    redact: async (bytes, _extracted, redactions) => {
      redacted.push(redactions);
      return Buffer.from(`redacted ${bytes.length}`);
    },
  };
  return { codec, redacted };
}

/** Finds every `needle` in a text as an entity of the given kind. */
const finds =
  (
    rules: { needle: string; type: string; category?: DetectedEntity['category']; action?: DetectedEntity['action'] }[],
  ) =>
  async (text: string): Promise<DetectedEntity[]> =>
    rules.flatMap(({ needle, type, category = 'pii', action = 'mask' }) => {
      const at = text.indexOf(needle);
      return at < 0
        ? []
        : [
            {
              type,
              category,
              value: `[${type}]`,
              confidence: 0.9,
              action,
              start: at,
              end: at + needle.length,
              source: 'validator' as const,
            },
          ];
    });

const request = (text: string, extra: Partial<AnalyzeDocumentRequest> = {}): AnalyzeDocumentRequest => ({
  bytes: Buffer.from(text),
  redact: true,
  confidenceThreshold: 0.5,
  policy: DEFAULT_POLICY,
  ...extra,
});

describe('analyzeDocument', () => {
  it('reports each entity at its place, masks it in the text a model reads, and asks for a copy without it', async () => {
    const { codec, redacted } = lineCodec();
    const detect = finds([{ needle: 'jane@example.org', type: 'EMAIL_ADDRESS' }]);
    const result = await analyzeDocument({ codec, detect }, request('Hello\nMail jane@example.org now'));
    expect(result).toMatchObject({ type: 'txt', pageCount: null, textLength: 31, action: 'mask' });
    expect(result.piiDetections).toEqual([
      { type: 'EMAIL_ADDRESS', value: '[EMAIL_ADDRESS]', confidence: 0.9, action: 'mask', location: { line: 2 } },
    ]);
    expect(result.maskedText).toBe('Hello\nMail [EMAIL_ADDRESS] now');
    expect(redacted).toEqual([[{ segment: 1, start: 5, end: 21, placeholder: '[EMAIL_ADDRESS]' }]]);
    expect(result.redacted?.toString()).toBe('redacted 31');
    // The record's offsets index the whole text, lines joined by newlines.
    expect(result.entities[0]).toMatchObject({ start: 11, end: 27 });
  });

  it('cuts an entity that spans two segments into one redaction per segment', async () => {
    const { codec, redacted } = lineCodec();
    const detect = finds([{ needle: 'Jane\nRoe', type: 'PERSON' }]);
    const result = await analyzeDocument({ codec, detect }, request('Jane\nRoe'));
    expect(redacted[0]).toEqual([
      { segment: 0, start: 0, end: 4, placeholder: '[PERSON]' },
      { segment: 1, start: 0, end: 3, placeholder: '[PERSON]' },
    ]);
    expect(result.piiDetections[0]?.location).toEqual({ line: 1 });
  });

  it('scans a long document in slices, each within the bound, and finds what is in every slice', async () => {
    const { codec } = lineCodec();
    const scanned: number[] = [];
    const detect: AnalyzeDocumentDeps['detect'] = async (text) => {
      scanned.push(text.length);
      return finds([{ needle: 'SECRET', type: 'PASSWORD', category: 'secrets' }])(text);
    };
    const lines = Array.from({ length: 40 }, (_, i) => (i % 10 === 9 ? 'SECRET' : `line ${i} of filler text`));
    const result = await analyzeDocument({ codec, detect, chunkChars: 100 }, request(lines.join('\n')));
    expect(Math.max(...scanned)).toBeLessThanOrEqual(100);
    expect(result.piiDetections).toHaveLength(4);
  });

  it('lets the event loop turn between slices, even when the scan itself never waits', async () => {
    const { codec } = lineCodec();
    const order: string[] = [];
    const detect: AnalyzeDocumentDeps['detect'] = () => {
      order.push('scan');
      // Another request's work, queued while this slice is scanned.
      setImmediate(() => order.push('other'));
      return Promise.resolve([]);
    };
    const lines = Array.from({ length: 30 }, (_, i) => `line ${i} of filler text`);
    await analyzeDocument({ codec, detect, chunkChars: 100 }, request(lines.join('\n')));
    expect(order.filter((step) => step === 'scan').length).toBeGreaterThan(3);
    // Every slice after the first starts only once the work queued during the one before has run.
    expect(order.slice(0, 4)).toEqual(['scan', 'other', 'scan', 'other']);
  });

  it('paints nothing when redaction is not asked for, flags stay readable, and a rejection gets no copy', async () => {
    const { codec, redacted } = lineCodec();
    const masked = finds([{ needle: 'jane@example.org', type: 'EMAIL_ADDRESS' }]);
    const unasked = await analyzeDocument({ codec, detect: masked }, request('jane@example.org', { redact: false }));
    expect(unasked.redacted).toBeUndefined();

    const flagged = finds([{ needle: 'Jane', type: 'PERSON', action: 'flag' }]);
    const flag = await analyzeDocument({ codec, detect: flagged }, request('Jane'));
    expect([flag.action, flag.maskedText, flag.redacted]).toEqual(['flag', 'Jane', undefined]);

    const rejecting = finds([
      { needle: 'jane@example.org', type: 'EMAIL_ADDRESS' },
      { needle: 'Ignore', type: 'JAILBREAK', category: 'jailbreak', action: 'reject' },
    ]);
    const rejected = await analyzeDocument({ codec, detect: rejecting }, request('Ignore it\njane@example.org'));
    expect(rejected.action).toBe('reject');
    expect(rejected.safetyTypes).toEqual(['JAILBREAK']);
    expect(rejected.redacted).toBeUndefined();
    expect(redacted).toEqual([]);
  });

  it('leaves out what is below the confidence threshold', async () => {
    const { codec } = lineCodec();
    const detect = finds([{ needle: 'Jane', type: 'PERSON' }]);
    const result = await analyzeDocument({ codec, detect }, request('Jane', { confidenceThreshold: 0.95 }));
    expect([result.action, result.piiDetections]).toEqual(['allow', []]);
  });

  it('refuses content of no supported type with DocumentError unsupported', async () => {
    const { codec } = lineCodec(false);
    await expect(analyzeDocument({ codec, detect: finds([]) }, request('x'))).rejects.toMatchObject({
      failure: 'unsupported',
    });
    await expect(analyzeDocument({ codec, detect: finds([]) }, request('x'))).rejects.toBeInstanceOf(DocumentError);
  });
});
