import { describe, expect, it } from 'vitest';
import { reported, seen } from '../scan/test-helpers.ts';
import { abaRoutingDetector, isValidAbaRouting, usBankNumberDetector } from './us-financial.ts';

describe('isValidAbaRouting', () => {
  it('accepts the 3-7-1 checksum with an assigned prefix', () => {
    expect(isValidAbaRouting('051702357')).toBe(true);
    expect(isValidAbaRouting('0849-9433-6')).toBe(true);
  });

  it('rejects a wrong check digit, an unassigned prefix and all zeros', () => {
    expect(isValidAbaRouting('051702358')).toBe(false);
    expect(isValidAbaRouting('451702357')).toBe(false);
    expect(isValidAbaRouting('000000000')).toBe(false);
  });
});

describe('abaRoutingDetector', () => {
  it('is confident beside routing words and weak alone', () => {
    expect(seen(abaRoutingDetector, 'routing number 051702357')).toEqual([
      { type: 'ABA_ROUTING_NUMBER', value: '051702357', confidence: 0.95, source: 'validator' },
    ]);
    expect(reported(abaRoutingDetector, 'ref 051702357')).toEqual([]);
    expect(reported(abaRoutingDetector, 'ref 0849-9433-6')).toEqual(['0849-9433-6']);
  });

  it('does not fire on checksum-invalid look-alikes', () => {
    expect(seen(abaRoutingDetector, 'ABA 051702358')).toEqual([]);
  });
});

describe('usBankNumberDetector', () => {
  it('reports account numbers only beside account words', () => {
    expect(seen(usBankNumberDetector, 'checking account number 40917733521')).toEqual([
      { type: 'US_BANK_NUMBER', value: '40917733521', confidence: 0.6, source: 'regex' },
    ]);
    expect(seen(usBankNumberDetector, 'invoice 40917733521')).toEqual([]);
    expect(seen(usBankNumberDetector, 'account number 0000000000')).toEqual([]);
  });
});
