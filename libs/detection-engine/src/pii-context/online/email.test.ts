import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { emailDetector } from './email.ts';

const found = (text: string): string[] =>
  emailDetector.detect(plainText(text), DEFAULT_CONTEXT).map((f) => text.slice(f.start, f.end));

describe('emailDetector', () => {
  it('finds addresses in running text with exact offsets', () => {
    const text = 'Write to lena.okafor+news@mail.example.co.uk, or to ops@example.org.';
    const findings = emailDetector.detect(plainText(text), DEFAULT_CONTEXT);
    expect(findings.map((f) => text.slice(f.start, f.end))).toEqual([
      'lena.okafor+news@mail.example.co.uk',
      'ops@example.org',
    ]);
    expect(findings[0]).toMatchObject({
      type: 'EMAIL_ADDRESS',
      category: 'pii',
      source: 'validator',
      confidence: 0.95,
    });
    expect(findings[0]).not.toHaveProperty('value');
  });

  it('accepts punycode domains and two-letter country codes', () => {
    expect(found('user@xn--bcher-kva.example and a@xn--80akhbyknj4f.xn--p1ai')).toEqual([
      'user@xn--bcher-kva.example',
      'a@xn--80akhbyknj4f.xn--p1ai',
    ]);
    expect(found('mail kim@shop.de today')).toEqual(['kim@shop.de']);
  });

  it('reports an unfamiliar TLD as a bare pattern, with less confidence', () => {
    const [finding] = emailDetector.detect(plainText('ping jo@team.internalzone'), DEFAULT_CONTEXT);
    expect(finding).toMatchObject({ source: 'regex', confidence: 0.6 });
  });

  it.each([
    'my email is support@example.',
    'not an address: foo-bar baz',
    'retina assets: logo@2x.png and icon@3x.svg',
    'npm i @scope/package@1.2.3',
    'ping me @alice on chat',
  ])('does not fire on look-alikes: %s', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('never starts a local part at a double dot', () => {
    expect(found('first..last@example.com')).toEqual(['last@example.com']);
  });

  it('stays linear on 100 KB of adversarial input', () => {
    for (const text of [
      'a'.repeat(100_000),
      '@'.repeat(100_000),
      'a@'.repeat(50_000),
      `${'a.'.repeat(50_000)}@`,
      `x@${'a-'.repeat(50_000)}`,
    ]) {
      const started = performance.now();
      emailDetector.detect(plainText(text), DEFAULT_CONTEXT);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});
