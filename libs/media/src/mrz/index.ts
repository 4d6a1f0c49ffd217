export { mrzEntities, type MrzEntity } from './entities.ts';
export { findMrz, type FindMrzOptions } from './find-mrz.ts';
export type { MrzCheckName, MrzField, MrzFieldName, MrzFormat, MrzRange, MrzRepair, MrzResult } from './types.ts';
