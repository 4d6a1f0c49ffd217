import { describe, expect, it } from 'vitest';
import type { Category, Finding } from '../types.ts';
import { strongestAction } from './actions.ts';
import { applyPolicy } from './apply-policy.ts';
import { DEFAULT_POLICY as contentSafetyV2 } from './default-policy.ts';

function finding(type: string, category: Category, confidence: number, start = 0, end = 5): Finding {
  return { type, category, start, end, confidence, source: 'regex' };
}

describe('applyPolicy', () => {
  it("takes the category's action and threshold", () => {
    const decision = applyPolicy(
      [finding('EMAIL_ADDRESS', 'pii', 0.9), finding('INSULT', 'toxicity', 0.7, 10, 15)],
      contentSafetyV2,
    );
    expect(decision.findings.map((f) => [f.type, f.action])).toEqual([
      ['EMAIL_ADDRESS', 'mask'],
      ['INSULT', 'flag'],
    ]);
  });

  it("lets an entity's entry beat its category's", () => {
    const decision = applyPolicy([finding('PRIVATE_KEY', 'secrets', 0.9)], contentSafetyV2);
    expect(decision.findings[0]?.action).toBe('reject');
  });

  it("uses the category's threshold for an entity entry without one, and the entity's own when it has one", () => {
    // PRIVATE_KEY has no threshold: secrets' 0.5 applies.
    expect(applyPolicy([finding('PRIVATE_KEY', 'secrets', 0.55)], contentSafetyV2).findings).toHaveLength(1);
    expect(applyPolicy([finding('PRIVATE_KEY', 'secrets', 0.45)], contentSafetyV2).findings).toHaveLength(0);
    // THREAT's own 0.8 replaces toxicity's 0.6.
    expect(applyPolicy([finding('THREAT', 'toxicity', 0.7)], contentSafetyV2).findings).toHaveLength(0);
    expect(applyPolicy([finding('THREAT', 'toxicity', 0.85)], contentSafetyV2).findings[0]?.action).toBe('reject');
  });

  it('drops a finding below its threshold and keeps one exactly at it', () => {
    expect(applyPolicy([finding('EMAIL_ADDRESS', 'pii', 0.49)], contentSafetyV2).findings).toEqual([]);
    expect(applyPolicy([finding('EMAIL_ADDRESS', 'pii', 0.5)], contentSafetyV2).findings).toHaveLength(1);
  });

  it('drops before resolving overlaps, so a weak long finding never hides a strong short one', () => {
    const decision = applyPolicy(
      [finding('PHONE_NUMBER', 'pii', 0.3, 0, 20), finding('EMAIL_ADDRESS', 'pii', 0.9, 5, 15)],
      contentSafetyV2,
    );
    expect(decision.findings.map((f) => f.type)).toEqual(['EMAIL_ADDRESS']);
  });

  it('takes the strongest action overall: reject > mask > flag > allow', () => {
    const insult = finding('INSULT', 'toxicity', 0.9, 0, 5);
    const email = finding('EMAIL_ADDRESS', 'pii', 0.9, 10, 20);
    const jailbreak = finding('JAILBREAK', 'jailbreak', 0.9, 30, 40);
    expect(applyPolicy([insult], contentSafetyV2).action).toBe('flag');
    expect(applyPolicy([insult, email], contentSafetyV2).action).toBe('mask');
    expect(applyPolicy([insult, email, jailbreak], contentSafetyV2).action).toBe('reject');
  });

  it('allows when nothing is found, or when everything found is allowed', () => {
    expect(applyPolicy([], contentSafetyV2)).toEqual({ action: 'allow', findings: [] });
    const allowUrls = { ...contentSafetyV2, entities: { URL: { action: 'allow' as const } } };
    const decision = applyPolicy([finding('URL', 'pii', 0.9)], allowUrls);
    expect(decision.action).toBe('allow');
    expect(decision.findings[0]?.action).toBe('allow');
  });
});

describe('strongestAction', () => {
  it('orders reject > mask > flag > allow', () => {
    expect(strongestAction([])).toBe('allow');
    expect(strongestAction(['flag', 'allow'])).toBe('flag');
    expect(strongestAction(['flag', 'mask', 'allow'])).toBe('mask');
    expect(strongestAction(['reject', 'mask', 'flag'])).toBe('reject');
  });
});
