import type { Detector } from '../../types.ts';
import { africaRows } from './africa.ts';
import { asiaRows } from './asia.ts';
import { balkansCeeRows } from './balkans-cee.ts';
import { europeOceaniaRows } from './europe-oceania.ts';
import { latinAmericaRows } from './latin-america.ts';
import { nordicsBalticsRows } from './nordics-baltics.ts';
import { stdnumDetector, type StdnumRow } from './stdnum-detector.ts';

/** The tables by family, each read by one detector. */
export const stdnumFamilies: Readonly<Record<string, readonly StdnumRow[]>> = {
  'latin-america': latinAmericaRows,
  'nordics-baltics': nordicsBalticsRows,
  'balkans-cee': balkansCeeRows,
  africa: africaRows,
  asia: asiaRows,
  'europe-oceania': europeOceaniaRows,
};

export const stdnumDetectors: Detector[] = Object.entries(stdnumFamilies).map(([family, rows]) =>
  stdnumDetector(`pii-stdnum-${family}`, rows),
);

export type { StdnumRow } from './stdnum-detector.ts';
