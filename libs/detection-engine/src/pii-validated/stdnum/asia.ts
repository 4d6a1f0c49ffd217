import type { StdnumRow } from './stdnum-detector.ts';

/** Asian identifiers besides those of India, Korea, Singapore, Thailand and Turkey (hand-written). */
export const asiaRows: readonly StdnumRow[] = [
  {
    type: 'CN_RIC',
    country: 'CN',
    module: 'CN.ric',
    checksum: 'birth date, region, ISO 7064 mod 11-2 check character',
    shapes: [{ pattern: '\\d{17}[\\dX]', needsContext: false }],
    context: ['身份证', '居民身份证', '公民身份号码', '身份证号', 'resident identity card', 'id card'],
  },
  {
    type: 'CN_USCC',
    country: 'CN',
    module: 'CN.uscc',
    checksum: 'mod 31 check character',
    shapes: [{ pattern: '[1-9AY][1-9]\\d{6}[0-9A-HJ-NPQRTUWXY]{10}', needsContext: false }],
    context: ['统一社会信用代码', '信用代码', 'unified social credit code', 'uscc'],
  },
  {
    type: 'JP_CORPORATE_NUMBER',
    country: 'JP',
    module: 'JP.cn',
    checksum: 'mod 9, 1 check digit',
    shapes: [
      { pattern: '\\d-\\d{4}-\\d{4}-\\d{4}', needsContext: true },
      { pattern: '\\d{13}', needsContext: true },
    ],
    context: ['法人番号', 'hōjin bangō', 'hojin bango', 'corporate number'],
  },
  {
    type: 'TW_NATIONAL_ID',
    country: 'TW',
    module: 'TW.natid',
    checksum: 'region letter, sex digit, weighted mod 10, 1 check digit',
    // One check digit over nine: German health insurance numbers (a letter and nine digits) pass too.
    shapes: [{ pattern: '[A-Z][12]\\d{8}', needsContext: true }],
    context: ['身分證', '身分證字號', '國民身分證', 'national id'],
  },
  {
    type: 'TW_UBN',
    country: 'TW',
    module: 'TW.ubn',
    checksum: 'weighted mod 10 (mod 5 rule), 1 check digit',
    shapes: [{ pattern: '\\d{8}', needsContext: true }],
    context: ['統一編號', '統編', 'ubn', 'business administration number'],
  },
  {
    type: 'HK_HKID',
    country: 'HK',
    module: 'HK.hkid',
    checksum: 'weighted mod 11 check character',
    shapes: [
      { pattern: '[A-Z]{1,2}\\d{6} ?\\([\\dA]\\)', needsContext: false },
      { pattern: '[A-Z]{1,2}\\d{6}[\\dA]', needsContext: true },
    ],
    context: ['hkid', '身份證', 'hong kong identity card', 'identity card'],
  },
  {
    type: 'MY_NRIC',
    country: 'MY',
    module: 'MY.nric',
    checksum: 'none: birth date and birthplace code',
    shapes: [
      { pattern: '\\d{6}-\\d{2}-\\d{4}', needsContext: true },
      { pattern: '\\d{12}', needsContext: true },
    ],
    context: ['nric', 'mykad', 'kad pengenalan', 'no\\.? ?k/p', 'identity card'],
  },
  {
    type: 'ID_NPWP',
    country: 'ID',
    module: 'ID.npwp',
    checksum: 'Luhn over the first 9 digits',
    shapes: [
      { pattern: '\\d{2}\\.\\d{3}\\.\\d{3}\\.\\d-\\d{3}\\.\\d{3}', needsContext: false },
      { pattern: '\\d{15}', needsContext: true },
    ],
    context: ['npwp', 'nomor pokok wajib pajak', 'tax id'],
  },
  {
    type: 'VN_MST',
    country: 'VN',
    module: 'VN.mst',
    checksum: 'weighted mod 11, 1 check digit',
    shapes: [{ pattern: '\\d{10}(?:-\\d{3})?', needsContext: true }],
    context: ['mst', 'mã số thuế', 'ma so thue', 'tax code'],
  },
  {
    type: 'PK_CNIC',
    country: 'PK',
    module: 'PK.cnic',
    checksum: 'none: province digit and sex digit',
    shapes: [
      { pattern: '\\d{5}-\\d{7}-\\d', needsContext: true },
      { pattern: '\\d{13}', needsContext: true },
    ],
    context: ['cnic', 'nic', 'شناختی کارڈ', 'قومی شناختی', 'identity card'],
  },
  {
    type: 'IL_ID_NUMBER',
    country: 'IL',
    module: 'IL.idnr',
    checksum: 'Luhn, 1 check digit',
    shapes: [{ pattern: '\\d{7,8}-?\\d', needsContext: true }],
    context: ['תעודת זהות', 'ת\\.ז', 'מספר זהות', 'teudat zehut', 'israeli id', 'id number'],
  },
];
