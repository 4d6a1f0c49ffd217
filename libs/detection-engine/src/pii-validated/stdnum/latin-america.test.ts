import { describe } from 'vitest';
import { itChecksFamily } from './family-cases.ts';
import { stdnumDetectors } from './index.ts';

const detector = stdnumDetectors.find((d) => d.name === 'pii-stdnum-latin-america')!;

describe('Latin American identifiers', () => {
  itChecksFamily(detector, [
    { type: 'AR_CUIT', text: 'Factura a 20-05536168-2.', value: '20-05536168-2' },
    { type: 'AR_CUIT', text: 'CUIT: 20055361682', value: '20055361682', needsContext: true },
    { type: 'BR_CPF', text: 'Meu documento é 390.533.447-05, obrigado.', value: '390.533.447-05' },
    { type: 'BR_CPF', text: 'CPF 39053344705', value: '39053344705', needsContext: true },
    { type: 'BR_CNPJ', text: 'Empresa 16.727.230/0001-97 Ltda', value: '16.727.230/0001-97' },
    { type: 'BR_CNPJ', text: 'CNPJ 16727230000197', value: '16727230000197', needsContext: true },
    { type: 'CL_RUT', text: 'Mi RUT es 12.531.909-2.', value: '12.531.909-2' },
    { type: 'CL_RUT', text: 'RUT 76086428-5', value: '76086428-5', needsContext: true },
    { type: 'CO_NIT', text: 'NIT 900544472-2', value: '900544472-2', needsContext: true },
    {
      type: 'MX_CLABE',
      text: 'Transferir a la CLABE 002010077777777771',
      value: '002010077777777771',
      needsContext: true,
    },
    { type: 'MX_CURP', text: 'Su clave es BOXW310820HNERXN09.', value: 'BOXW310820HNERXN09' },
    { type: 'MX_RFC', text: 'Facturar a MAB-930714-8T4 por favor', value: 'MAB-930714-8T4' },
    { type: 'PE_RUC', text: 'RUC 20512333797', value: '20512333797', needsContext: true },
    { type: 'UY_RUT', text: 'RUT 21-100342-001-7', value: '21-100342-001-7', needsContext: true },
    { type: 'UY_CEDULA', text: 'Cédula de identidad 1.234.567-2', value: '1.234.567-2', needsContext: true },
    { type: 'EC_CI', text: 'Cédula 1714307103', value: '1714307103', needsContext: true },
    { type: 'VE_RIF', text: 'Proveedor V-11470283-4', value: 'V-11470283-4' },
    { type: 'DO_CEDULA', text: 'Portador 001-1391820-5.', value: '001-1391820-5' },
    { type: 'GT_CUI', text: 'DPI 1587 56444 0904', value: '1587 56444 0904', needsContext: true },
    { type: 'SV_NIT', text: 'Contribuyente 0614-050707-104-8', value: '0614-050707-104-8' },
    { type: 'PY_RUC', text: 'RUC 80028061-0', value: '80028061-0', needsContext: true },
    {
      type: 'CU_NI',
      text: 'Carné de identidad 91021027775',
      value: '91021027775',
      needsContext: true,
      wrong: '91023227775',
    },
  ]);
});
