import { schema, type Database } from '@csg/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

const { sessions, sessionMessages, detections, sessionWarnings } = schema;

const sessionColumns = {
  id: sessions.id,
  title: sessions.title,
  createdAt: sessions.createdAt,
  updatedAt: sessions.updatedAt,
  lastUsedAt: sessions.lastUsedAt,
};
export type SessionRow = { id: string; title: string; createdAt: Date; updatedAt: Date; lastUsedAt: Date };

const owned = (tenantId: string, id: string) => and(eq(sessions.id, id), eq(sessions.tenantId, tenantId));

export function createSessionsRepo(db: Database) {
  return {
    create: async (tenantId: string, title: string): Promise<SessionRow> => {
      const [row] = await db.insert(sessions).values({ tenantId, title }).returning(sessionColumns);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** All of the tenant's sessions, most recently used first (the id breaks ties, so the order is stable). */
    list: (tenantId: string): Promise<SessionRow[]> =>
      db
        .select(sessionColumns)
        .from(sessions)
        .where(eq(sessions.tenantId, tenantId))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.id)),

    find: async (tenantId: string, id: string): Promise<SessionRow | undefined> => {
      const [row] = await db.select(sessionColumns).from(sessions).where(owned(tenantId, id));
      return row;
    },

    /** The session's messages, detection records and warnings, each in the order they were stored. */
    history: async (tenantId: string, id: string) => {
      const [messages, records, warnings] = await Promise.all([
        db
          .select({
            id: sessionMessages.id,
            role: sessionMessages.role,
            content: sessionMessages.content,
            createdAt: sessionMessages.createdAt,
          })
          .from(sessionMessages)
          .where(eq(sessionMessages.sessionId, id))
          .orderBy(asc(sessionMessages.seq)),
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
          .where(and(eq(detections.sessionId, id), eq(detections.tenantId, tenantId)))
          .orderBy(asc(detections.createdAt), asc(detections.id)),
        db
          .select({
            id: sessionWarnings.id,
            kind: sessionWarnings.kind,
            message: sessionWarnings.message,
            createdAt: sessionWarnings.createdAt,
          })
          .from(sessionWarnings)
          .where(and(eq(sessionWarnings.sessionId, id), eq(sessionWarnings.tenantId, tenantId)))
          .orderBy(asc(sessionWarnings.createdAt), asc(sessionWarnings.id)),
      ]);
      return { messages, records, warnings };
    },

    rename: async (tenantId: string, id: string, title: string): Promise<SessionRow | undefined> => {
      const [row] = await db
        .update(sessions)
        .set({ title, updatedAt: sql`now()` })
        .where(owned(tenantId, id))
        .returning(sessionColumns);
      return row;
    },

    /** The session, its messages (cascade), its warnings and its detection records, all or nothing. */
    remove: (tenantId: string, id: string): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [gone] = await tx.delete(sessions).where(owned(tenantId, id)).returning({ id: sessions.id });
        if (!gone) return false;
        await tx.delete(sessionWarnings).where(eq(sessionWarnings.sessionId, id));
        await tx.delete(detections).where(and(eq(detections.sessionId, id), eq(detections.tenantId, tenantId)));
        return true;
      }),
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
