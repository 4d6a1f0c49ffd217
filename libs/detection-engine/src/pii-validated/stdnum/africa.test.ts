import { describe } from 'vitest';
import { itChecksFamily } from './family-cases.ts';
import { stdnumDetectors } from './index.ts';

const detector = stdnumDetectors.find((d) => d.name === 'pii-stdnum-africa')!;

describe('African identifiers', () => {
  itChecksFamily(detector, [
    {
      type: 'EG_TAX_NUMBER',
      text: 'الرقم الضريبي 100-531-385',
      value: '100-531-385',
      needsContext: true,
      wrong: '100-531-38',
    },
    { type: 'KE_PIN', text: 'KRA PIN P051365947M', value: 'P051365947M', needsContext: true, wrong: 'X051365947M' },
    { type: 'GH_TIN', text: 'TIN C0000803561', value: 'C0000803561', needsContext: true },
    { type: 'MA_ICE', text: 'ICE 001512572000078', value: '001512572000078', needsContext: true },
    { type: 'MU_NID', text: 'Holder M090497290349B', value: 'M090497290349B' },
    { type: 'MZ_NUIT', text: 'NUIT 107705694', value: '107705694', needsContext: true },
  ]);
});
