import type { Database } from '@csg/db';
import {
  jailbreakRejectionsSince,
  recordDetection,
  recordDetections,
  type DetectionRecord,
} from './detection-records.ts';
import { warnSession, type SessionWarning } from './session-records.ts';

/** The records of chat turns and of their grounding checks, bound to a database for the services. */
export function createDetectionsRepo(db: Database) {
  return {
    record: (record: DetectionRecord): Promise<string> => recordDetection(db, record),
    recordAll: (records: readonly DetectionRecord[]): Promise<string[]> => recordDetections(db, records),
    warnSession: (warning: SessionWarning): Promise<void> => warnSession(db, warning),
    /** What the automatic review lock counts. */
    countJailbreakRejections: (tenantId: string, since: Date): Promise<number> =>
      jailbreakRejectionsSince(db, tenantId, since),
  };
}

export type DetectionsRepo = ReturnType<typeof createDetectionsRepo>;
