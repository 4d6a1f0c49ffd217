import { schema, type Database, type Executor } from '@csg/db';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { ownedSession } from './ownership.ts';

const { sessions, sessionMessages } = schema;

export interface SessionRow {
  id: string;
  title: string;
  createdAt: Date;
  updatedAt: Date;
  lastUsedAt: Date;
}

export interface StoredMessage {
  id: string;
  role: 'system' | 'user' | 'assistant';
  content: string;
  createdAt: Date;
}

const sessionColumns = {
  id: sessions.id,
  title: sessions.title,
  createdAt: sessions.createdAt,
  updatedAt: sessions.updatedAt,
  lastUsedAt: sessions.lastUsedAt,
};

/** Sessions and their messages outside a turn (a turn has its own repo: turns.repo.ts). */
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
      const [row] = await db.select(sessionColumns).from(sessions).where(ownedSession(tenantId, id));
      return row;
    },

    /** The messages of a session found with `find`, in the order they were stored. */
    messages: async (id: string): Promise<StoredMessage[]> => {
      const rows = await db
        .select({
          id: sessionMessages.id,
          role: sessionMessages.role,
          content: sessionMessages.content,
          createdAt: sessionMessages.createdAt,
        })
        .from(sessionMessages)
        .where(eq(sessionMessages.sessionId, id))
        .orderBy(asc(sessionMessages.seq));
      // The role column is text held to these three by its CHECK constraint.
      return rows as StoredMessage[];
    },

    rename: async (tenantId: string, id: string, title: string): Promise<SessionRow | undefined> => {
      const [row] = await db
        .update(sessions)
        .set({ title, updatedAt: sql`now()` })
        .where(ownedSession(tenantId, id))
        .returning(sessionColumns);
      return row;
    },

    /**
     * The session and its messages (cascade), with what `alongside` deletes of the rows other
     * tables file under it, all or nothing. False when the tenant has no such session.
     */
    remove: (tenantId: string, id: string, alongside: (tx: Executor) => Promise<void>): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [gone] = await tx.delete(sessions).where(ownedSession(tenantId, id)).returning({ id: sessions.id });
        if (!gone) return false;
        await alongside(tx);
        return true;
      }),
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
