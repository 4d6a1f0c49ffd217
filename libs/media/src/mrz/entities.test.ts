import { describe, expect, it } from 'vitest';

import { mrzEntities } from './entities.ts';
import { findMrz } from './find-mrz.ts';
import { frenchId, td1, td3 } from './test-support.ts';

const entitiesOf = (lines: string[]) => mrzEntities(findMrz(lines)!);
const types = (lines: string[]) => entitiesOf(lines).map((e) => e.type);

describe('mrzEntities', () => {
  it('reports a passport: number, name, nationality, birth and expiry dates, personal number', () => {
    expect(types(td3({ optional: 'ZE184226B' }))).toEqual([
      'PASSPORT',
      'PERSON',
      'NRP',
      'DATE_OF_BIRTH',
      'DATE_TIME',
      'PERSONAL_NUMBER',
    ]);
  });

  it('names the document number by the document code', () => {
    expect(types(td1())[0]).toBe('ID_CARD');
    expect(types(td3({ code: 'V' }))[0]).toBe('VISA');
  });

  it('gives places, never text, all with source mrz', () => {
    for (const entity of entitiesOf(td3())) {
      expect(entity.source).toBe('mrz');
      expect(Object.keys(entity).sort()).toEqual(['confidence', 'ranges', 'source', 'type']);
    }
  });

  it('covers surname and given names with one PERSON of two ranges', () => {
    const person = entitiesOf(td3()).find((e) => e.type === 'PERSON')!;
    expect(person.ranges.map((r) => [r.line, r.start, r.end])).toEqual([
      [0, 5, 17],
      [0, 19, 32],
    ]);
  });

  it('reports TD1 optional data as a personal number, the French card office code not', () => {
    expect(types(td1({ optional: '19850317X4' }))).toContain('PERSONAL_NUMBER');
    expect(types(frenchId())).not.toContain('PERSONAL_NUMBER');
  });

  it('lowers the confidence of fields whose check digit fails', () => {
    const [first, second] = td3();
    const wrongBirth = second!.slice(0, 19) + String((Number(second![19]) + 1) % 10) + second!.slice(20);
    const entities = entitiesOf([first!, wrongBirth]);
    const confidence = (type: string) => entities.find((e) => e.type === type)!.confidence;
    expect(confidence('DATE_OF_BIRTH')).toBeLessThan(confidence('PASSPORT'));
    expect(confidence('PERSON')).toBeLessThan(entitiesOf(td3()).find((e) => e.type === 'PERSON')!.confidence);
  });
});
