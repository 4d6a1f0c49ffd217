import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import { itChecksFamily } from './family-cases.ts';
import { stdnumDetectors } from './index.ts';

const detector = stdnumDetectors.find((d) => d.name === 'pii-stdnum-balkans-cee')!;

describe('Balkan, central and eastern European identifiers', () => {
  itChecksFamily(detector, [
    { type: 'BA_JMBG', text: 'JMBG 0101990101230', value: '0101990101230' },
    { type: 'ME_JMBG', text: 'Matični broj 0101990211230.', value: '0101990211230' },
    { type: 'MK_JMBG', text: 'ЕМБГ 0101990451231', value: '0101990451231' },
    { type: 'SI_EMSO', text: 'EMŠO: 0101990521230', value: '0101990521230' },
    { type: 'RS_JMBG', text: 'Pacijent 0101990711233 je primljen.', value: '0101990711233' },
    { type: 'RO_CNP', text: 'Titular 1630615123457, București', value: '1630615123457' },
    { type: 'HR_OIB', text: 'OIB: 33392005961', value: '33392005961', needsContext: true },
    { type: 'BG_EGN', text: 'ЕГН 8032056031', value: '8032056031', needsContext: true },
    { type: 'CZ_SK_BIRTH_NUMBER', text: 'Pojištěnec 710319/2745', value: '710319/2745' },
    { type: 'CZ_SK_BIRTH_NUMBER', text: 'Rodné číslo 7103192745', value: '7103192745', needsContext: true },
    { type: 'HU_VAT', text: 'Adószám: 12892312', value: '12892312', needsContext: true },
    { type: 'UA_RNTRC', text: 'РНОКПП 1759013776', value: '1759013776', needsContext: true },
    { type: 'RU_INN', text: 'ИНН 366220664163', value: '366220664163', needsContext: true },
    { type: 'MD_IDNO', text: 'IDNO 1008600038413', value: '1008600038413', needsContext: true },
    { type: 'AL_NIPT', text: 'NIPT J91402501L', value: 'J91402501L', needsContext: true, wrong: 'J91432501L' },
    { type: 'GR_AMKA', text: 'ΑΜΚΑ 01013099997', value: '01013099997', needsContext: true },
  ]);

  it('reports no JMBG of a region without a row (Croatia, which uses the OIB)', () => {
    expect(detector.detect(plainText('JMBG 0101990331236'), DEFAULT_CONTEXT)).toEqual([]);
  });
});
