import { describe, expect, it } from 'vitest';
import { classifyDocument, isIdentityDocument, type ClassifyInput } from './document-type.ts';

const input = (overrides: Partial<ClassifyInput>): ClassifyInput => ({
  text: '',
  width: 800,
  height: 600,
  entityTypes: [],
  ...overrides,
});

describe('classifyDocument', () => {
  it('reads a TD3 machine-readable zone as a passport, a TD1 as an ID card', () => {
    expect(classifyDocument(input({ mrz: { format: 'TD3', documentCode: 'P' } }))).toMatchObject({
      type: 'passport',
      signals: ['mrz:td3'],
    });
    expect(classifyDocument(input({ mrz: { format: 'TD1', documentCode: 'ID' } })).type).toBe('id_card');
  });

  it('knows the document words of several languages', () => {
    expect(classifyDocument(input({ text: 'BUNDESREPUBLIK DEUTSCHLAND\nREISEPASS\nName' })).type).toBe('passport');
    expect(classifyDocument(input({ text: "RÉPUBLIQUE FRANÇAISE\nCARTE NATIONALE D'IDENTITÉ" })).type).toBe('id_card');
    expect(classifyDocument(input({ text: 'PERMIS DE CONDUIRE\n1. DUPONT' })).type).toBe('driver_license');
    expect(classifyDocument(input({ text: 'Führerschein\nFahrerlaubnis' })).type).toBe('driver_license');
  });

  it('takes a card number with card words for a payment card', () => {
    const result = classifyDocument(input({ text: 'VALID THRU 09/29\nJ SMITH', entityTypes: ['CREDIT_CARD'] }));
    expect(result.type).toBe('payment_card');
    expect(result.signals).toEqual(['keyword:valid thru', 'entity:credit_card']);
  });

  it('tells a page of prose from a screen and from a photo', () => {
    const prose = Array.from(
      { length: 10 },
      (_, i) => `This is line ${i} of a letter about the quarterly report and its figures.`,
    ).join('\n');
    expect(classifyDocument(input({ text: prose })).type).toBe('document');
    expect(classifyDocument(input({ text: 'Inbox\nSearch\nSettings\nSign in\nhttps://mail.example.com' })).type).toBe(
      'screenshot',
    );
    expect(classifyDocument(input({ text: '', fromCamera: true, width: 4000, height: 3000 })).type).toBe('photo');
  });

  it('says unknown, with no confidence, when no rule fires', () => {
    expect(classifyDocument(input({ text: 'hello there' }))).toEqual({ type: 'unknown', confidence: 0, signals: [] });
  });

  it('is surer with more agreeing evidence', () => {
    const one = classifyDocument(input({ text: 'PASSPORT' }));
    const two = classifyDocument(input({ text: 'PASSPORT', mrz: { format: 'TD3', documentCode: 'P' } }));
    expect(two.confidence).toBeGreaterThan(one.confidence);
  });
});

describe('isIdentityDocument', () => {
  it('covers passports, ID cards and driving licences only', () => {
    expect(
      ['passport', 'id_card', 'driver_license', 'payment_card', 'document'].map((k) => isIdentityDocument(k as never)),
    ).toEqual([true, true, true, false, false]);
  });
});
