import { describe } from 'vitest';
import { itChecksFamily } from './family-cases.ts';
import { stdnumDetectors } from './index.ts';

const detector = stdnumDetectors.find((d) => d.name === 'pii-stdnum-asia')!;

describe('Asian identifiers', () => {
  itChecksFamily(detector, [
    { type: 'CN_RIC', text: '身份证号360426199101010071', value: '360426199101010071' },
    { type: 'CN_USCC', text: 'Supplier 91110000600037341L', value: '91110000600037341L' },
    { type: 'JP_CORPORATE_NUMBER', text: '法人番号 5-8356-7825-6246', value: '5-8356-7825-6246', needsContext: true },
    { type: 'TW_NATIONAL_ID', text: '身分證字號 A200501505', value: 'A200501505', needsContext: true },
    { type: 'TW_UBN', text: '統一編號 00501503', value: '00501503', needsContext: true },
    { type: 'HK_HKID', text: 'Holder G123456(A) signed.', value: 'G123456(A)' },
    { type: 'HK_HKID', text: 'HKID C5678909', value: 'C5678909', needsContext: true },
    {
      type: 'MY_NRIC',
      text: 'MyKad 770305-02-1234',
      value: '770305-02-1234',
      needsContext: true,
      wrong: '771305-02-1234',
    },
    { type: 'ID_NPWP', text: 'Pajak 01.312.166.0-091.000', value: '01.312.166.0-091.000' },
    { type: 'VN_MST', text: 'Mã số thuế 0100233488', value: '0100233488', needsContext: true },
    {
      type: 'PK_CNIC',
      text: 'CNIC 54104-9890578-6',
      value: '54104-9890578-6',
      needsContext: true,
      wrong: '54104-9890578-0',
    },
    { type: 'IL_ID_NUMBER', text: 'תעודת זהות 3933742-3', value: '3933742-3', needsContext: true },
  ]);
});
