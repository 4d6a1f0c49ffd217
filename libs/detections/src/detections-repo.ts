import type { Database } from '@csg/db';
import { recordDetection, recordDetections, type DetectionRecord } from './detection-records.ts';
import { warnSession, type SessionWarning } from './session-records.ts';

/** The writes of a chat turn and of its grounding check, bound to a database for the services. */
export function createDetectionsRepo(db: Database) {
  return {
    record: (record: DetectionRecord): Promise<string> => recordDetection(db, record),
    recordAll: (records: readonly DetectionRecord[]): Promise<string[]> => recordDetections(db, records),
    warnSession: (warning: SessionWarning): Promise<void> => warnSession(db, warning),
  };
}

export type DetectionsRepo = ReturnType<typeof createDetectionsRepo>;
