import { describe } from 'vitest';
import { itChecksFamily } from './family-cases.ts';
import { stdnumDetectors } from './index.ts';

const detector = stdnumDetectors.find((d) => d.name === 'pii-stdnum-europe-oceania')!;

describe('Western European and New Zealand identifiers', () => {
  itChecksFamily(detector, [
    { type: 'AT_SOCIAL_SECURITY', text: 'SVNR 1237 010180', value: '1237 010180', needsContext: true },
    { type: 'BE_NATIONAL_NUMBER', text: 'Patiënt 88.02.29-999.90', value: '88.02.29-999.90' },
    { type: 'BE_NATIONAL_NUMBER', text: 'Rijksregisternummer 88022999990', value: '88022999990', needsContext: true },
    { type: 'NL_BSN', text: 'BSN 111222333', value: '111222333', needsContext: true },
    { type: 'PT_CC', text: 'Titular 10000000 0 ZZ2', value: '10000000 0 ZZ2' },
    { type: 'IE_PPS', text: 'PPSN 6433435F', value: '6433435F', needsContext: true },
    { type: 'CH_SSN', text: 'Versicherter 756.9217.0769.85', value: '756.9217.0769.85' },
    { type: 'UK_UTR', text: 'Your UTR is 12345 67895', value: '12345 67895', needsContext: true },
    { type: 'NZ_IRD', text: 'IRD number 49-091-850', value: '49-091-850', needsContext: true },
  ]);
});
