import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { itChecksFamily } from './family-cases.ts';
import { stdnumDetectors } from './index.ts';

const detector = stdnumDetectors.find((d) => d.name === 'pii-stdnum-nordics-baltics')!;

describe('Nordic and Baltic identifiers', () => {
  itChecksFamily(detector, [
    { type: 'NO_FODSELSNUMMER', text: 'Pasient 151086 95088 er innlagt.', value: '151086 95088' },
    { type: 'NO_FODSELSNUMMER', text: 'Fødselsnummer: 15108695088', value: '15108695088', needsContext: true },
    { type: 'NO_ORGNR', text: 'Org.nr. 974 760 673', value: '974 760 673', needsContext: true },
    { type: 'DK_CPR', text: 'CPR-nr. 010180-1234', value: '010180-1234', needsContext: true, wrong: '013280-1234' },
    { type: 'IS_KENNITALA', text: 'Kennitala 120174-3399', value: '120174-3399', needsContext: true },
    { type: 'EE_PERSONAL_CODE', text: 'Isikukood 36805280109', value: '36805280109', needsContext: true },
    { type: 'LV_PERSONAL_CODE', text: 'Personas kods: 161175-19997', value: '161175-19997', needsContext: true },
    { type: 'LT_PERSONAL_CODE', text: 'Asmens kodas 33309240064', value: '33309240064', needsContext: true },
  ]);

  it('does not take a Latvian company VAT number for a personal code', () => {
    expect(detector.detect(plainText('personas kods 40003521600'), DEFAULT_CONTEXT)).toEqual([]);
  });
});
