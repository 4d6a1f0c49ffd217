import type { Detector } from '../../types.ts';
import { africaRows } from './africa.ts';
import { asiaRows } from './asia.ts';
import { balkansCeeRows } from './balkans-cee.ts';
import { europeOceaniaRows } from './europe-oceania.ts';
import { latinAmericaRows } from './latin-america.ts';
import { nordicsBalticsRows } from './nordics-baltics.ts';
import { wordsIn } from '../scan/shared.ts';
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

/** One search per window for the words of every family, shared by the family detectors. */
const anyWord = wordsIn(Object.values(stdnumFamilies).flatMap((rows) => rows.flatMap((row) => row.context)));

export const stdnumDetectors: Detector[] = Object.entries(stdnumFamilies).map(([family, rows]) =>
  stdnumDetector(`pii-stdnum-${family}`, rows, anyWord),
);

export type { StdnumRow } from './stdnum-detector.ts';
