import { schema, type Database, type Executor } from '@csg/db';
import { and, asc, eq } from 'drizzle-orm';
import { GROUNDING_CATEGORY } from './stored-entity.ts';

const { detections, sessionWarnings } = schema;

/** A warning left on a session after its reply was delivered; today only the grounding check leaves one. */
export interface SessionWarning {
  sessionId: string;
  tenantId: string;
  /** The record the warning is about; the warning goes when the record does. */
  detectionId: string;
  message: string;
}

/** Attaches a warning to a session; it is returned with the session, never on the stream. */
export async function warnSession(db: Executor, warning: SessionWarning): Promise<void> {
  await db.insert(sessionWarnings).values({ ...warning, kind: GROUNDING_CATEGORY });
}

const recordColumns = {
  id: detections.id,
  surface: detections.surface,
  action: detections.action,
  filter: detections.filter,
  entities: detections.entities,
  createdAt: detections.createdAt,
};
const warningColumns = {
  id: sessionWarnings.id,
  kind: sessionWarnings.kind,
  message: sessionWarnings.message,
  createdAt: sessionWarnings.createdAt,
};

/** The rows the tenant filed under the session (another tenant's, under the same id, are not its to see). */
const filedUnder = (table: typeof detections | typeof sessionWarnings, tenantId: string, sessionId: string) =>
  and(eq(table.sessionId, sessionId), eq(table.tenantId, tenantId));
const inOrderStored = (table: typeof detections | typeof sessionWarnings) => [asc(table.createdAt), asc(table.id)];

/** What detection and chat filed under a session, as the sessions app reads and deletes it. */
export function createSessionRecordsRepo(db: Database) {
  return {
    /** The session's records and warnings of the tenant, each in the order they were stored; entities as stored. */
    of: async (tenantId: string, sessionId: string) => {
      // Warnings first: a warning is stored after its record, so the read that follows sees the
      // record of every warning read. Two reads side by side could see a warning without it.
      const warnings = await db
        .select(warningColumns)
        .from(sessionWarnings)
        .where(filedUnder(sessionWarnings, tenantId, sessionId))
        .orderBy(...inOrderStored(sessionWarnings));
      const records = await db
        .select(recordColumns)
        .from(detections)
        .where(filedUnder(detections, tenantId, sessionId))
        .orderBy(...inOrderStored(detections));
      return { records, warnings };
    },

    /**
     * Deletes the session's warnings and the tenant's records. Takes the transaction that deletes the
     * session, so the session goes with all it holds or not at all.
     */
    removeOf: async (tx: Executor, tenantId: string, sessionId: string): Promise<void> => {
      await tx.delete(sessionWarnings).where(eq(sessionWarnings.sessionId, sessionId));
      await tx.delete(detections).where(filedUnder(detections, tenantId, sessionId));
    },
  };
}

export type SessionRecordsRepo = ReturnType<typeof createSessionRecordsRepo>;
