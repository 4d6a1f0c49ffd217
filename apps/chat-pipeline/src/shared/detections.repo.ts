import { recordDetection, recordDetections, schema, type Database, type DetectionRecord } from '@csg/db';

export function createDetectionsRepo(db: Database) {
  return {
    record: (record: DetectionRecord): Promise<string> => recordDetection(db, record),
    recordAll: (records: readonly DetectionRecord[]): Promise<string[]> => recordDetections(db, records),

    warnSession: async (warning: { sessionId: string; tenantId: string; detectionId: string; message: string }) => {
      await db.insert(schema.sessionWarnings).values({ ...warning, kind: 'hallucination' });
    },
  };
}

export type DetectionsRepo = ReturnType<typeof createDetectionsRepo>;
