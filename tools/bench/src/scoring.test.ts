import { describe, expect, it } from 'vitest';
import type { JailbreakCase, SecretCase, ToxicityCase } from './corpora.ts';
import { rates } from './metrics.ts';
import { scoreJailbreak, scoreSecrets, scoreToxicity, type EngineEntity } from './scoring.ts';

const entity = (category: EngineEntity['category'], action: EngineEntity['action'] = 'mask'): EngineEntity => ({
  type: category.toUpperCase(),
  category,
  action,
  start: 0,
  end: 4,
});

const secret = (id: string, label: SecretCase['label'], extra: Partial<SecretCase> = {}): Omit<SecretCase, 'text'> => ({
  id,
  label,
  expect: [],
  category: 'aws',
  dataset: 'gitleaks',
  rule_id: `rule-${id}`,
  synthetic_random: false,
  path_dependent: false,
  ...extra,
});

describe('rates', () => {
  it('gives null where a rate is undefined and 0 F1 when positives exist but none is found', () => {
    expect(rates({ tp: 0, fp: 0, fn: 3, tn: 1 })).toEqual({ precision: null, recall: 0, f1: 0 });
    expect(rates({ tp: 0, fp: 0, fn: 0, tn: 5 })).toEqual({ precision: null, recall: null, f1: null });
    expect(rates({ tp: 3, fp: 1, fn: 1, tn: 0 })).toEqual({ precision: 0.75, recall: 0.75, f1: 0.75 });
  });
});

describe('scoreSecrets', () => {
  it('counts secret and secret_other_type as positives and any enforced secrets entity as a detection', () => {
    const s = scoreSecrets([
      { case: secret('a', 'secret'), entities: [entity('secrets')] },
      { case: secret('b', 'secret_other_type'), entities: [entity('secrets', 'reject')] },
      { case: secret('c', 'secret'), entities: [entity('pii')] },
      { case: secret('d', 'no_secret', { category: 'none' }), entities: [entity('secrets')] },
      { case: secret('e', 'no_secret', { category: 'none', dataset: 'trufflehog' }), entities: [] },
    ]);
    expect(s.overall).toEqual({ tp: 2, fp: 1, fn: 1, tn: 1 });
    expect(s.byDataset.get('trufflehog')).toEqual({ tp: 0, fp: 0, fn: 0, tn: 1 });
    expect(s.byCategory.get('none')).toEqual({ tp: 0, fp: 1, fn: 0, tn: 1 });
    expect(s.misses).toEqual({ total: 1, shown: [{ id: 'c', detail: 'rule-c' }] });
    expect(s.falseAlarms.shown).toEqual([{ id: 'd', detail: 'rule-d' }]);
  });

  it('scores a rule-scoped negative on the vendor and format entities only, unless its rule is generic', () => {
    const typed = (type: string): EngineEntity => ({ ...entity('secrets'), type });
    const negative = (id: string, rule_id: string) =>
      secret(id, 'no_secret', { category: 'none', rule_id, negative_scope: 'rule' });
    const s = scoreSecrets([
      { case: negative('vendor-generic', 'abstract'), entities: [typed('GENERIC_SECRET')] },
      { case: negative('vendor-password', 'nethunt'), entities: [typed('PASSWORD')] },
      { case: negative('vendor-typed', 'shopifyoauth'), entities: [typed('SHOPIFY_TOKEN')] },
      { case: negative('generic-rule', 'generic-api-key'), entities: [typed('GENERIC_SECRET')] },
      { case: negative('keyword-rule', 'keyword'), entities: [typed('PASSWORD')] },
      { case: secret('unscoped', 'no_secret', { category: 'none' }), entities: [typed('GENERIC_SECRET')] },
      { case: secret('positive', 'secret'), entities: [typed('GENERIC_SECRET')] },
    ]);
    expect(s.overall).toEqual({ tp: 1, fp: 4, fn: 0, tn: 2 });
    expect(s.falseAlarms.shown.map((m) => m.id)).toEqual(['vendor-typed', 'generic-rule', 'keyword-rule', 'unscoped']);
    expect(s.strict).toEqual({ tp: 1, fp: 6, fn: 0, tn: 0 });
  });

  it('ignores entities the policy left at allow', () => {
    const s = scoreSecrets([{ case: secret('a', 'secret'), entities: [entity('secrets', 'allow')] }]);
    expect(s.overall.fn).toBe(1);
  });

  it('keeps path-dependent rules out of the totals', () => {
    const s = scoreSecrets([
      { case: secret('a', 'no_secret', { path_dependent: true }), entities: [entity('secrets')] },
    ]);
    expect(s.overall).toEqual({ tp: 0, fp: 0, fn: 0, tn: 0 });
    expect(s.pathDependent.fp).toBe(1);
  });

  it('caps the miss list but keeps the total', () => {
    const items = Array.from({ length: 5 }, (_, i) => ({ case: secret(`m${i}`, 'secret'), entities: [] }));
    const s = scoreSecrets(items, 2);
    expect(s.misses.total).toBe(5);
    expect(s.misses.shown.map((m) => m.id)).toEqual(['m0', 'm1']);
  });
});

const attack = (id: string, label: JailbreakCase['label'], dataset = 'owner/repo'): Omit<JailbreakCase, 'text'> => ({
  id,
  label,
  is_attack: ['jailbreak', 'prompt_injection', 'indirect_prompt_injection'].includes(label),
  category: 'c',
  dataset,
  hard_negative: false,
});

describe('scoreJailbreak', () => {
  it('treats the three attack labels as positives and harmful requests as negatives', () => {
    const s = scoreJailbreak([
      { case: attack('j', 'jailbreak'), entities: [entity('jailbreak', 'reject')] },
      { case: attack('p', 'prompt_injection'), entities: [entity('injection', 'reject')] },
      { case: attack('i', 'indirect_prompt_injection', 'other/repo'), entities: [entity('toxicity', 'flag')] },
      { case: attack('h', 'harmful_request'), entities: [entity('jailbreak', 'reject')] },
      { case: attack('b', 'benign'), entities: [entity('injection', 'allow')] },
    ]);
    expect(s.overall).toEqual({ tp: 2, fp: 1, fn: 1, tn: 1 });
    expect(s.breakdowns.get('label')?.get('harmful_request')).toEqual({ tp: 0, fp: 1, fn: 0, tn: 0 });
    expect(s.breakdowns.get('dataset')?.get('other/repo')).toEqual({ tp: 0, fp: 0, fn: 1, tn: 0 });
    expect(s.misses.shown).toEqual([{ id: 'i', detail: 'indirect_prompt_injection' }]);
    expect(s.falseAlarms.shown).toEqual([{ id: 'h', detail: 'harmful_request' }]);
  });
});

describe('scoreToxicity', () => {
  const tox = (id: string, label: ToxicityCase['label']): Omit<ToxicityCase, 'text'> => ({
    id,
    label,
    is_toxic: label === 'toxic',
    dataset: 'd1',
  });

  it('counts only enforced toxicity entities', () => {
    const s = scoreToxicity([
      { case: tox('t1', 'toxic'), entities: [entity('toxicity', 'flag')] },
      { case: tox('t2', 'toxic'), entities: [entity('toxicity', 'allow'), entity('jailbreak', 'reject')] },
      { case: tox('n1', 'non_toxic'), entities: [] },
    ]);
    expect(s.overall).toEqual({ tp: 1, fp: 0, fn: 1, tn: 1 });
    expect(s.breakdowns.get('dataset')?.get('d1')).toEqual(s.overall);
  });
});
