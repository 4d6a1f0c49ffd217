import { schema, type Database } from '@csg/db';
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
export async function warnSession(db: Pick<Database, 'insert'>, warning: SessionWarning): Promise<void> {
  await db.insert(sessionWarnings).values({ ...warning, kind: GROUNDING_CATEGORY });
}

/** The session's detection records of the tenant, in the order they were stored; entities as stored. */
export function sessionDetections(db: Pick<Database, 'select'>, tenantId: string, sessionId: string) {
  return db
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
    .orderBy(asc(detections.createdAt), asc(detections.id));
}

/** The session's warnings of the tenant, in the order they were left. */
export function sessionWarningsOf(db: Pick<Database, 'select'>, tenantId: string, sessionId: string) {
  return db
    .select({
      id: sessionWarnings.id,
      kind: sessionWarnings.kind,
      message: sessionWarnings.message,
      createdAt: sessionWarnings.createdAt,
    })
    .from(sessionWarnings)
    .where(and(eq(sessionWarnings.sessionId, sessionId), eq(sessionWarnings.tenantId, tenantId)))
    .orderBy(asc(sessionWarnings.createdAt), asc(sessionWarnings.id));
}

/**
 * Deletes what detection and chat filed under a session: its warnings and the tenant's records.
 * Takes the caller's transaction, so a session and what hangs on it go all or nothing.
 */
export async function removeSessionRecords(
  tx: Pick<Database, 'delete'>,
  tenantId: string,
  sessionId: string,
): Promise<void> {
  await tx.delete(sessionWarnings).where(eq(sessionWarnings.sessionId, sessionId));
  await tx.delete(detections).where(and(eq(detections.sessionId, sessionId), eq(detections.tenantId, tenantId)));
}
