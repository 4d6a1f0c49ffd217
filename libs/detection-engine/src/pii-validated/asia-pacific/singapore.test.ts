import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { isValidSgNricFin, isValidSgUen, sgNricFinDetector, sgUenDetector } from './singapore.ts';
import { reported, seen } from '../scan/test-helpers.ts';

/** `body` and the letter stdnum's UEN check accepts after it. */
function uen(body: string): string {
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (stdnum.SG!.uen!.validate(body + letter).isValid) return body + letter;
  }
  throw new RangeError('no check letter');
}

/** The last letter changed, which every UEN check refuses. */
const otherLetter = (value: string): string => value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');

/** An M-series FIN by ICA's published rule: P = 11 − (weighted sum + 3) mod 11, the P-th of K L J N P Q R T U W X. */
function mSeriesFin(digits: string): string {
  const sum = [2, 7, 6, 5, 4, 3, 2].reduce((total, weight, i) => total + weight * Number(digits[i]), 3);
  return `M${digits}${'KLJNPQRTUWX'[11 - (sum % 11) - 1]}`;
}

describe('SG_NRIC_FIN', () => {
  it('checks the NRIC/FIN letter of each series', () => {
    expect(isValidSgNricFin('S2372985G')).toBe(true);
    expect(isValidSgNricFin('S2372985H')).toBe(false);
    expect(isValidSgNricFin('A2372985G')).toBe(false);
    expect(reported(sgNricFinDetector, 'NRIC S7972251J')).toEqual(['S7972251J']);
  });

  it('reads the M series (2022) with its own letters', () => {
    for (const digits of ['1234567', '4082913', '7310586', '0000001']) {
      const fin = mSeriesFin(digits);
      expect(isValidSgNricFin(fin)).toBe(true);
      expect(isValidSgNricFin(otherLetter(fin))).toBe(false);
    }
    expect(reported(sgNricFinDetector, `FIN ${mSeriesFin('5203947')}`)).toEqual([mSeriesFin('5203947')]);
  });
});

describe('SG_UEN', () => {
  const other = uen('T11LL2734');
  const local = uen('201434292');
  const business = uen('53125226');

  it('checks the letter of every layout with stdnum', () => {
    for (const value of [other, local, business]) {
      expect(isValidSgUen(value)).toBe(true);
      expect(isValidSgUen(otherLetter(value))).toBe(false);
    }
    expect(isValidSgUen(`T11ZZ${other.slice(5)}`)).toBe(false);
  });

  it('refuses local companies registered in the future or before 1800', () => {
    expect(isValidSgUen(uen(`${new Date().getFullYear() + 1}34292`))).toBe(false);
    expect(isValidSgUen(uen('179934292'))).toBe(false);
  });

  it('reports another entity’s UEN on its own', () => {
    expect(reported(sgUenDetector, `entity ${other}`)).toEqual([other]);
    expect(seen(sgUenDetector, `entity ${otherLetter(other)}`)).toEqual([]);
  });

  it('reports a local company’s UEN beside UEN words or as the whole message', () => {
    expect(reported(sgUenDetector, `UEN ${local} was processed`)).toEqual([local]);
    expect(reported(sgUenDetector, `统一实体编号 ${local}`)).toEqual([local]);
    expect(reported(sgUenDetector, local)).toEqual([local]);
    expect(reported(sgUenDetector, `invoice ${local}`)).toEqual([]);
  });

  it('reports a business’s UEN only beside UEN words', () => {
    expect(reported(sgUenDetector, `ACRA business registration no ${business}`)).toEqual([business]);
    expect(reported(sgUenDetector, business)).toEqual([]);
    expect(reported(sgUenDetector, `ref ${business}`)).toEqual([]);
  });
});
