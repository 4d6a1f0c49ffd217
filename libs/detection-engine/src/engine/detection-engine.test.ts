import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_POLICY as contentSafetyV2 } from '../policy/default-policy.ts';
import { plainText } from '../test-support.ts';
import { createDetectionEngine } from './detection-engine.ts';
import { engineOptions, literalDetector, throwingDetector } from './test-doubles.ts';

const policy = contentSafetyV2;
const EMAIL = 'jane.doe@example.com';
const KEY = 'AKIAIOSFODNN7EXAMPLE';
const INSULT = 'nitwit';
const detectors = [
  literalDetector('EMAIL_ADDRESS', 'pii', EMAIL),
  literalDetector('AWS_ACCESS_KEY', 'secrets', KEY),
  literalDetector('INSULT', 'toxicity', INSULT, 0.8),
  literalDetector('URL', 'pii', 'https://intranet.example.com', 0.9),
];

describe('createDetectionEngine', () => {
  const engine = createDetectionEngine(engineOptions(detectors));

  it('returns the response shape of detect', async () => {
    const text = `Write to ${EMAIL}, you ${INSULT}.`;
    const result = await engine.detect(text, { policy });
    expect(result).toMatchObject({
      action: 'mask',
      maskedText: `Write to [EMAIL_ADDRESS], you ${INSULT}.`,
      normalization: { originalText: '', normalizedLength: text.length, changed: false },
      summary: {
        total: 2,
        byCategory: { pii: 1, secrets: 0, toxicity: 1, jailbreak: 0, injection: 0 },
        byAction: { allow: 0, flag: 1, mask: 1, reject: 0 },
      },
      language: { code: 'en', reliable: true },
      detectorsSkipped: [],
    });
    expect(result.detectedEntities).toEqual([
      {
        type: 'EMAIL_ADDRESS',
        category: 'pii',
        value: '[EMAIL_ADDRESS]',
        confidence: 0.9,
        action: 'mask',
        start: 9,
        end: 29,
        source: 'regex',
      },
      {
        type: 'INSULT',
        category: 'toxicity',
        value: '[REDACTED]',
        confidence: 0.8,
        action: 'flag',
        start: 35,
        end: 41,
        source: 'regex',
      },
    ]);
    expect(result.processingTimeMs).toBeGreaterThanOrEqual(0);
  });

  it('allows a text with nothing in it', async () => {
    const result = await engine.detect('Nothing to see here.', { policy });
    expect(result).toMatchObject({ action: 'allow', detectedEntities: [], maskedText: 'Nothing to see here.' });
  });

  it('never returns a raw value, whatever the action', async () => {
    const allowUrls = { ...policy, entities: { ...policy.entities, URL: { action: 'allow' as const } } };
    // A detector reporting hosts too still runs when URLs alone are allowed, and its URLs come out allowed.
    const urlsAndHosts = { ...detectors[3]!, emits: [{ category: 'pii' as const, types: ['URL', 'HOSTNAME'] }] };
    const engine = createDetectionEngine(engineOptions([...detectors.slice(0, 3), urlsAndHosts]));
    const text = `${EMAIL} ${KEY} ${INSULT} https://intranet.example.com`;
    const result = await engine.detect(text, { policy: allowUrls });
    expect(new Set(result.detectedEntities.map((e) => e.action))).toEqual(new Set(['mask', 'flag', 'allow']));
    // Hidden values appear nowhere; flagged and allowed ones only in maskedText, which passes them on by design.
    for (const raw of [EMAIL, KEY, 'jane', 'AKIA']) expect(JSON.stringify(result)).not.toContain(raw);
    const { maskedText, ...rest } = result;
    expect(maskedText).toBe(`[EMAIL_ADDRESS] [AWS_ACCESS_KEY] ${INSULT} https://intranet.example.com`);
    for (const raw of [INSULT, 'https://intranet.example.com', 'intranet'])
      expect(JSON.stringify(rest)).not.toContain(raw);
    expect(result.detectedEntities.map((e) => e.value)).toEqual([
      '[EMAIL_ADDRESS]',
      '[AWS_ACCESS_KEY]',
      '[REDACTED]',
      '[REDACTED]',
    ]);
  });

  it('rejects with the strongest action and masks the rejected entity too', async () => {
    const rejectKeys = { ...policy, entities: { AWS_ACCESS_KEY: { action: 'reject' as const } } };
    const result = await engine.detect(`key ${KEY} for ${EMAIL}`, { policy: rejectKeys });
    expect(result.action).toBe('reject');
    expect(result.maskedText).toBe('key [AWS_ACCESS_KEY] for [EMAIL_ADDRESS]');
  });

  it('skips a detector that throws and names it; the others still apply', async () => {
    const log = { warn: vi.fn() };
    const fragile = createDetectionEngine(engineOptions([throwingDetector('broken-one'), ...detectors], { log }));
    const result = await fragile.detect(`mail ${EMAIL}`, { policy });
    expect(result.detectorsSkipped).toEqual(['broken-one']);
    expect(result.maskedText).toBe('mail [EMAIL_ADDRESS]');
    expect(log.warn).toHaveBeenCalledWith({ detector: 'broken-one', error: 'TypeError' }, 'detector skipped');
  });

  it('skips a detector whose findings fall outside the text', async () => {
    const outOfRange = {
      name: 'off-by-one',
      emits: [{ category: 'pii' as const, types: ['X'] }],
      detect: () => [
        { type: 'X', category: 'pii' as const, start: 0, end: 999, confidence: 1, source: 'regex' as const },
      ],
    };
    const result = await createDetectionEngine(engineOptions([outOfRange])).detect('short', { policy });
    expect(result).toMatchObject({ action: 'allow', detectorsSkipped: ['off-by-one'], maskedText: 'short' });
  });

  it('carries on with the raw text when the normaliser fails, and with "und" when language identification does', async () => {
    const broken = createDetectionEngine(
      engineOptions(detectors, {
        normalize: () => {
          throw new Error('normaliser bug');
        },
        language: {
          identify: () => {
            throw new Error('identifier bug');
          },
        },
      }),
    );
    const result = await broken.detect(`mail ${EMAIL}`, { policy });
    expect(result.detectorsSkipped).toEqual(['language', 'normalize']);
    expect(result.language).toEqual({ code: 'und', reliable: false });
    expect(result.maskedText).toBe('mail [EMAIL_ADDRESS]');
  });

  it('takes a language the caller already knows instead of identifying one, with or without components', async () => {
    let identified = 0;
    const counting = { identify: () => (identified++, { code: 'de', reliable: true }) };
    const known = { code: 'fr', reliable: true };
    const engine = createDetectionEngine(engineOptions(detectors, { language: counting }));
    expect((await engine.detect(`mail ${EMAIL}`, { policy, language: known })).language).toEqual(known);
    expect(engine.detectSync(`mail ${EMAIL}`, { policy, language: known }).language).toEqual(known);
    expect(identified).toBe(0);
    expect((await engine.detect(`mail ${EMAIL}`, { policy })).language).toEqual({ code: 'de', reliable: true });
    expect(identified).toBe(1);
  });

  it('reports the normalised length and whether normalisation changed the text', async () => {
    const lowering = createDetectionEngine(
      engineOptions(detectors, {
        normalize: (text) => ({ ...plainText(text), text: text.toLowerCase(), relaxed: text.toLowerCase() }),
      }),
    );
    const result = await lowering.detect('Hello THERE', { policy });
    expect(result.normalization).toEqual({ originalText: '', normalizedLength: 11, changed: true });
  });

  it('masks correctly in multi-byte text, with offsets into the original', async () => {
    const text = `🙂 Grüße aus 東京 — ${EMAIL} 👋🏽`;
    const result = await engine.detect(text, { policy });
    const [entity] = result.detectedEntities;
    expect(text.slice(entity!.start, entity!.end)).toBe(EMAIL);
    expect(result.maskedText).toBe('🙂 Grüße aus 東京 — [EMAIL_ADDRESS] 👋🏽');
  });

  it('gives the same answer synchronously when there are no components', async () => {
    const text = `${EMAIL} ${INSULT}`;
    const timeless = { processingTimeMs: expect.any(Number) as number };
    expect({ ...engine.detectSync(text, { policy }), ...timeless }).toEqual({
      ...(await engine.detect(text, { policy })),
      ...timeless,
    });
  });

  it('rejects when the caller has already given up', async () => {
    await expect(engine.detect('x', { policy, signal: AbortSignal.abort() })).rejects.toThrow();
  });

  it('closes the components it was given', async () => {
    const close = vi.fn(async () => {});
    const component = { name: 'stub', analyze: async () => ({ findings: [] }), close };
    await createDetectionEngine(engineOptions([], { components: [component, { ...component }] })).close();
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('refuses a deadline that is not positive', () => {
    expect(() => createDetectionEngine(engineOptions([], { deadlineMs: 0 }))).toThrow(RangeError);
  });
});
