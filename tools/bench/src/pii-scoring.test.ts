import { describe, expect, it } from 'vitest';
import { scorePii, type PiiCaseMeta } from './pii-scoring.ts';
import type { EngineEntity, Scored } from './scoring.ts';

const found = (type: string, start: number, end: number, action: EngineEntity['action'] = 'mask'): EngineEntity => ({
  type,
  category: 'pii',
  action,
  start,
  end,
});

/** A Presidio recogniser test: its negatives only speak for the tested type. */
const presidio = (id: string, entity_type: string, extra: Partial<PiiCaseMeta> = {}): PiiCaseMeta => ({
  id,
  label: 'pii',
  expect: [entity_type],
  entity_type,
  expected_count: 1,
  spans: [],
  kind: 'analyze',
  dataset: 'presidio_analyzer_tests',
  ...extra,
});

/** The synthetic set: annotated exhaustively, as its negatives say. */
const synth = (id: string, spans: PiiCaseMeta['spans']): PiiCaseMeta => ({
  id,
  label: spans.length > 0 ? 'pii' : 'no_pii',
  expect: [...new Set(spans.map((s) => s.entity_type))],
  expected_count: spans.length,
  spans,
  kind: 'synthetic_template_sentence',
  dataset: 'synth',
  ...(spans.length > 0 ? {} : { negative_scope: 'all entity types annotated in this dataset' }),
});

const score = (items: Scored<PiiCaseMeta>[]) => scorePii(items);

describe('scorePii with positions', () => {
  it('matches a gold span by type and overlap, and ignores types outside a Presidio test', () => {
    const c = presidio('p1', 'IBAN_CODE', { spans: [{ start: 10, end: 32, entity_type: 'IBAN_CODE' }] });
    const s = score([{ case: c, entities: [found('IBAN_CODE', 12, 30), found('EMAIL_ADDRESS', 40, 50)] }]);
    expect(s.byType.get('IBAN_CODE')).toEqual({ tp: 1, fp: 0, fn: 0, tn: 0 });
    expect(s.byType.has('EMAIL_ADDRESS')).toBe(false);
    expect(s.outOfScope.get('EMAIL_ADDRESS')).toBe(1);
  });

  it('counts a same-type entity that misses the span as both a miss and a false positive', () => {
    const c = presidio('p2', 'US_SSN', { spans: [{ start: 0, end: 11, entity_type: 'US_SSN' }] });
    const s = score([{ case: c, entities: [found('US_SSN', 20, 31)] }]);
    expect(s.byType.get('US_SSN')).toEqual({ tp: 0, fp: 1, fn: 1, tn: 0 });
    expect(s.misses.shown).toEqual([{ id: 'p2', detail: 'US_SSN' }]);
    expect(s.falseAlarms.shown).toEqual([{ id: 'p2', detail: 'US_SSN' }]);
  });

  it('credits a span once when several entities overlap it, and ignores entities left at allow', () => {
    const c = synth('s1', [
      { start: 0, end: 20, entity_type: 'STREET_ADDRESS' },
      { start: 30, end: 40, entity_type: 'PERSON' },
    ]);
    const s = score([
      { case: c, entities: [found('LOCATION', 0, 8), found('LOCATION', 10, 20), found('PERSON', 30, 40, 'allow')] },
    ]);
    expect(s.byType.get('LOCATION')).toEqual({ tp: 1, fp: 0, fn: 0, tn: 0 });
    expect(s.byType.get('PERSON')).toEqual({ tp: 0, fp: 0, fn: 1, tn: 0 });
  });

  it('aliases corpus types, skips TITLE and AGE, and penalises any synthetic-set type out of place', () => {
    const c = synth('s2', [
      { start: 0, end: 3, entity_type: 'TITLE' },
      { start: 4, end: 12, entity_type: 'GPE' },
      { start: 20, end: 31, entity_type: 'DOMAIN_NAME' },
    ]);
    const other = synth('s3', [{ start: 0, end: 5, entity_type: 'PERSON' }]);
    const s = score([
      { case: c, entities: [found('LOCATION', 4, 12), found('URL', 20, 31), found('PERSON', 0, 3)] },
      { case: other, entities: [found('PERSON', 0, 5)] },
      { case: synth('s3n', []), entities: [] },
    ]);
    expect(s.byType.get('LOCATION')?.tp).toBe(1);
    expect(s.byType.get('URL')?.tp).toBe(1);
    expect(s.byType.get('PERSON')).toEqual({ tp: 1, fp: 1, fn: 0, tn: 1 });
    expect(s.byType.has('TITLE')).toBe(false);
  });
});

describe('scorePii without positions', () => {
  it('scores a negative of the synthetic set against every type of that set', () => {
    const s = score([
      {
        case: synth('s4', [{ start: 0, end: 19, entity_type: 'CREDIT_CARD' }]),
        entities: [found('CREDIT_CARD', 0, 19)],
      },
      { case: synth('s5', []), entities: [found('CREDIT_CARD', 3, 9)] },
    ]);
    expect(s.byType.get('CREDIT_CARD')).toEqual({ tp: 1, fp: 1, fn: 0, tn: 0 });
  });

  it('scores a Presidio negative only for its tested type, and ignores its zero-score spans', () => {
    const c = presidio('n1', 'CREDIT_CARD', {
      label: 'no_pii',
      expect: [],
      spans: [{ start: 0, end: 12, entity_type: 'CREDIT_CARD' }],
    });
    const s = score([{ case: c, entities: [found('PHONE_NUMBER', 0, 12)] }]);
    expect(s.byType.get('CREDIT_CARD')).toEqual({ tp: 0, fp: 0, fn: 0, tn: 1 });
    expect(s.byType.has('PHONE_NUMBER')).toBe(false);
  });

  it('scores checksum_validation bare values as positives and negatives of their type', () => {
    const kind = 'checksum_validation (recognizer.validate_result on bare value)';
    const s = score([
      { case: presidio('c1', 'IBAN_CODE', { kind }), entities: [found('IBAN_CODE', 0, 22)] },
      {
        case: presidio('c2', 'IBAN_CODE', { kind, label: 'no_pii', expect: [] }),
        entities: [found('IBAN_CODE', 0, 22)],
      },
      { case: presidio('c3', 'IBAN_CODE', { kind }), entities: [] },
    ]);
    expect(s.byType.get('IBAN_CODE')).toEqual({ tp: 1, fp: 1, fn: 1, tn: 0 });
    expect(s.byKind.get('checksum_validation')).toEqual({ tp: 1, fp: 1, fn: 1, tn: 0 });
  });

  it('treats pii_other_type as a negative for the tested type and a positive for the other', () => {
    const c = presidio('o1', 'TR_PHONE_NUMBER', {
      label: 'pii_other_type',
      expect: ['TR_NATIONAL_ID'],
      expected_count: 0,
    });
    const s = score([{ case: c, entities: [found('TR_NATIONAL_ID', 0, 11)] }]);
    expect(s.byType.get('TR_NATIONAL_ID')).toEqual({ tp: 1, fp: 0, fn: 0, tn: 0 });
    expect(s.byType.get('TR_PHONE_NUMBER')).toEqual({ tp: 0, fp: 0, fn: 0, tn: 1 });
  });

  it('accepts a generic PHONE_NUMBER for a country phone type, on positives and negatives alike', () => {
    const s = score([
      { case: presidio('ph1', 'PH_MOBILE_NUMBER'), entities: [found('PHONE_NUMBER', 0, 13)] },
      {
        case: presidio('ph2', 'PH_MOBILE_NUMBER', { label: 'no_pii', expect: [] }),
        entities: [found('PHONE_NUMBER', 0, 5)],
      },
    ]);
    expect(s.byType.get('PH_MOBILE_NUMBER')).toEqual({ tp: 1, fp: 1, fn: 0, tn: 0 });
  });
});

describe('scorePii case selection', () => {
  it('skips non-default recogniser settings but keeps the default ones', () => {
    const s = score([
      { case: presidio('l3', 'PHONE_NUMBER', { recognizer_params: { leniency: 3 } }), entities: [] },
      { case: presidio('l1', 'PHONE_NUMBER', { recognizer_params: { leniency: 1 } }), entities: [] },
      {
        case: presidio('cc', 'CREDIT_CARD', { recognizer_params: { recognizer_fixture: 'cc_recognizer' } }),
        entities: [],
      },
    ]);
    expect(s.skippedNonDefaultSettings).toBe(1);
    expect(s.overall.fn).toBe(2);
  });

  it('scores very weak upstream expectations apart from the totals', () => {
    const s = score([
      { case: presidio('w1', 'UK_PASSPORT', { expected_score: [[0.05, 0.1]] }), entities: [] },
      { case: presidio('w2', 'UK_PASSPORT', { expected_score: 0.1 }), entities: [found('UK_PASSPORT', 0, 9)] },
      { case: presidio('w3', 'UK_PASSPORT', { expected_score: [[0.3, 'max']] }), entities: [] },
    ]);
    expect(s.weak.get('UK_PASSPORT')).toEqual({ total: 2, detected: 1 });
    expect(s.overall).toEqual({ tp: 0, fp: 0, fn: 1, tn: 0 });
  });

  it('keeps NER-model cases in the totals and shows them as their own kind', () => {
    const c = presidio('ner', 'PERSON', { kind: 'ner_model', spans: [{ start: 0, end: 4, entity_type: 'PERSON' }] });
    const s = score([{ case: c, entities: [found('PERSON', 0, 4)] }]);
    expect(s.byKind.get('ner_model')).toEqual({ tp: 1, fp: 0, fn: 0, tn: 0 });
    expect(s.overall.tp).toBe(1);
  });
});
