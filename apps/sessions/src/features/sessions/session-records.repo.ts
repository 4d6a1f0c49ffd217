import { schema, type Database, type Executor } from '@csg/db';
import { and, asc, eq } from 'drizzle-orm';

const { detections, sessionWarnings } = schema;

/**
 * The detection records and warnings filed under a session. These tables belong to the detection
 * records' owner, not to the session store; their queries wait here until that owner has them.
 */
export function createSessionRecordsRepo(db: Database) {
  return {
    /** The session's records and warnings of the tenant, each in the order they were stored. */
    of: async (tenantId: string, sessionId: string) => {
      const [records, warnings] = await Promise.all([
        db
          .select({
            id: detections.id,
            surface: detections.surface,
            action: detections.action,
            filter: detections.filter,
            entities: detections.entities,
            createdAt: detections.createdAt,
          })
          .from(detections)
          .where(and(eq(detections.sessionId, sessionId), eq(detections.tenantId, tenantId)))
          .orderBy(asc(detections.createdAt), asc(detections.id)),
        db
          .select({
            id: sessionWarnings.id,
            kind: sessionWarnings.kind,
            message: sessionWarnings.message,
            createdAt: sessionWarnings.createdAt,
          })
          .from(sessionWarnings)
          .where(and(eq(sessionWarnings.sessionId, sessionId), eq(sessionWarnings.tenantId, tenantId)))
          .orderBy(asc(sessionWarnings.createdAt), asc(sessionWarnings.id)),
      ]);
      return { records, warnings };
    },

    /** Inside the transaction that deletes the session, so the session goes with all it holds or not at all. */
    removeOf: async (tx: Executor, tenantId: string, sessionId: string): Promise<void> => {
      await tx.delete(sessionWarnings).where(eq(sessionWarnings.sessionId, sessionId));
      await tx.delete(detections).where(and(eq(detections.sessionId, sessionId), eq(detections.tenantId, tenantId)));
    },
  };
}

export type SessionRecordsRepo = ReturnType<typeof createSessionRecordsRepo>;
