import { describe, expect, it } from 'vitest';
import type { Action, Finding } from '../types.ts';
import { resolveOverlaps } from './resolve-overlaps.ts';

function finding(type: string, start: number, end: number, extra: Partial<Finding & { action: Action }> = {}) {
  return { type, category: 'pii' as const, start, end, confidence: 0.9, source: 'regex' as const, ...extra };
}

const types = (findings: { type: string }[]) => findings.map((f) => f.type);

describe('resolveOverlaps', () => {
  it('keeps every finding that overlaps nothing, ordered by position', () => {
    const kept = resolveOverlaps([finding('B', 10, 15), finding('A', 0, 5), finding('C', 5, 10)]);
    expect(types(kept)).toEqual(['A', 'C', 'B']);
  });

  it('prefers the longest span', () => {
    expect(types(resolveOverlaps([finding('PHONE', 3, 10, { confidence: 0.99 }), finding('CARD', 0, 16)]))).toEqual([
      'CARD',
    ]);
  });

  it('keeps a secret found inside a longer PII span, such as a token in a URL, over that span', () => {
    const url = finding('URL', 0, 120, { action: 'mask' });
    const jwt = finding('JWT', 60, 120, { category: 'secrets', action: 'mask' });
    expect(types(resolveOverlaps([url, jwt]))).toEqual(['JWT']);
    expect(types(resolveOverlaps([jwt, url]))).toEqual(['JWT']);
  });

  it('prefers the highest confidence between spans of one length', () => {
    const kept = resolveOverlaps([finding('A', 0, 10, { confidence: 0.6 }), finding('B', 2, 12, { confidence: 0.8 })]);
    expect(types(kept)).toEqual(['B']);
  });

  it('then the strongest action, then the most trustworthy source, whatever the input order', () => {
    const byAction = [finding('MASKED', 0, 10, { action: 'mask' }), finding('REJECTED', 0, 10, { action: 'reject' })];
    expect(types(resolveOverlaps(byAction))).toEqual(['REJECTED']);
    expect(types(resolveOverlaps([...byAction].reverse()))).toEqual(['REJECTED']);
    const bySource = [finding('FROM_ML', 0, 10, { source: 'ml' }), finding('CHECKED', 0, 10, { source: 'validator' })];
    expect(types(resolveOverlaps(bySource))).toEqual(['CHECKED']);
    expect(types(resolveOverlaps([...bySource].reverse()))).toEqual(['CHECKED']);
  });

  it('falls back to the earliest start and the type name, so equal rivals resolve the same way every time', () => {
    const rivals = [finding('B', 1, 5), finding('A', 1, 5), finding('C', 0, 4)];
    expect(types(resolveOverlaps(rivals))).toEqual(['C']);
    expect(types(resolveOverlaps([finding('B', 1, 5), finding('A', 1, 5)]))).toEqual(['A']);
  });

  it('never lets a longer allowed or flagged finding hide one that masks', () => {
    const kept = resolveOverlaps([
      finding('URL', 0, 40, { action: 'allow' }),
      finding('EMAIL_ADDRESS', 20, 35, { action: 'mask' }),
      finding('DOMAIN', 45, 60, { action: 'flag' }),
    ]);
    expect(types(kept)).toEqual(['EMAIL_ADDRESS', 'DOMAIN']);
  });

  it('does not let a toxicity or jailbreak finding over the whole text hide the PII inside it', () => {
    const kept = resolveOverlaps([
      finding('JAILBREAK', 0, 100, { category: 'jailbreak' }),
      finding('INSULT', 10, 20, { category: 'toxicity' }),
      finding('THREAT', 15, 40, { category: 'toxicity' }),
      finding('EMAIL_ADDRESS', 50, 60),
    ]);
    expect(types(kept)).toEqual(['JAILBREAK', 'INSULT', 'THREAT', 'EMAIL_ADDRESS']);
  });

  it('merges two detections of one content type', () => {
    const kept = resolveOverlaps([
      finding('JAILBREAK', 0, 30, { category: 'jailbreak', source: 'regex' }),
      finding('JAILBREAK', 0, 100, { category: 'jailbreak', source: 'ml' }),
    ]);
    expect(kept).toEqual([expect.objectContaining({ type: 'JAILBREAK', end: 100 })]);
  });

  it('keeps PII and secrets from overlapping each other', () => {
    const kept = resolveOverlaps([finding('PHONE_NUMBER', 10, 20), finding('API_KEY', 5, 40, { category: 'secrets' })]);
    expect(types(kept)).toEqual(['API_KEY']);
  });

  it('resolves 20,000 findings quickly', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => finding(`T${i % 7}`, i * 3, i * 3 + 5));
    const started = performance.now();
    const kept = resolveOverlaps(many);
    expect(performance.now() - started).toBeLessThan(500);
    for (let i = 1; i < kept.length; i++) expect(kept[i]!.start).toBeGreaterThanOrEqual(kept[i - 1]!.end);
  });
});
