import { weightedSum } from '../scan/checksums.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated } from '../scan/shared.ts';

/**
 * ABA routing transit number: a Federal Reserve prefix (00–12, 21–32, 61–72, 80) and the 3-7-1
 * weighted checksum.
 */
export function isValidAbaRouting(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length !== 9 || isRepeated(digits)) return false;
  const prefix = Number(digits.slice(0, 2));
  const assigned = prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  return assigned && weightedSum(digits, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0;
}

/** One in ten nine-digit numbers passes the checksum, so a bare one stays below the default threshold. */
export const abaRoutingDetector = shapeDetector(
  'pii-aba-routing',
  'ABA_ROUTING_NUMBER',
  [
    {
      anchors: [{ digits: [4, 4], then: '-', second: { digits: [4, 4] } }],
      pattern: form('\\d{4}-\\d{4}-\\d'),
      valid: isValidAbaRouting,
      plain: 0.7,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [9, 9] }],
      pattern: form('\\d{9}'),
      valid: isValidAbaRouting,
      plain: 0.4,
      alone: 0.57,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher(['aba', 'routing', 'rtn', 'routing transit', 'transit number', 'abarouting', 'bankrouting']),
);

/** US bank account numbers have no checksum: 8–17 digits, reported only next to account words. */
export const usBankNumberDetector = shapeDetector(
  'pii-us-bank-number',
  'US_BANK_NUMBER',
  [
    {
      anchors: [{ digits: [8, 17] }],
      pattern: form('\\d{8,17}'),
      valid: (v) => !isRepeated(v),
      plain: 0,
      withContext: 0.6,
      source: 'regex',
    },
  ],
  contextMatcher([
    'bank account',
    'account number',
    'account no',
    'account #',
    'acct',
    'checking',
    'savings',
    'debit account',
  ]),
);
