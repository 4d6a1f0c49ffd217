import { describe, expect, it } from 'vitest';
import { seen } from '../scan/test-helpers.ts';
import { ukPassportDetector, usDriverLicenseDetector, usPassportDetector } from './us-documents.ts';

describe('passport numbers', () => {
  it('are reported only beside passport words', () => {
    expect(seen(usPassportDetector, 'passport no. 583920174')).toEqual([
      { type: 'US_PASSPORT', value: '583920174', confidence: 0.6, source: 'regex' },
    ]);
    expect(seen(usPassportDetector, 'my travel document is K48213907')[0]?.value).toBe('K48213907');
    expect(seen(usPassportDetector, 'order 583920174')).toEqual([]);
    expect(seen(ukPassportDetector, 'UK passport QB4829173')[0]?.value).toBe('QB4829173');
    expect(seen(ukPassportDetector, 'part QB4829173')).toEqual([]);
  });

  it('need the exact shape', () => {
    expect(seen(ukPassportDetector, 'passport QB48291730')).toEqual([]);
    expect(seen(ukPassportDetector, 'passport QBX4829173')).toEqual([]);
    expect(seen(usPassportDetector, 'passport 58392017')).toEqual([]);
  });
});

describe('usDriverLicenseDetector', () => {
  it('reports state licence formats beside licence words', () => {
    expect(seen(usDriverLicenseDetector, "driver's license D4821937").map((f) => f.value)).toEqual(['D4821937']);
    expect(seen(usDriverLicenseDetector, 'Driver License No: 48213907').map((f) => f.value)).toEqual(['48213907']);
    expect(seen(usDriverLicenseDetector, 'DL 3318-42-9071').map((f) => f.value)).toEqual(['3318-42-9071']);
  });

  it('never fires without licence words, and skips dates next to them', () => {
    expect(seen(usDriverLicenseDetector, 'ticket D4821937')).toEqual([]);
    expect(seen(usDriverLicenseDetector, 'software license 48213907')).toEqual([]);
    expect(seen(usDriverLicenseDetector, "driver's license issued 12-05-2019")).toEqual([]);
  });
});
