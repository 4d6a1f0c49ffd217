import { schema, type Database } from '@csg/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ownedSession } from './ownership.ts';

const { sessions, sessionMessages } = schema;

/**
 * How much history one turn sends: the pipeline takes at most 500 messages, and 8 M characters
 * (about 2 M tokens) is more than the largest model window, well inside the 50 MB body limit. The
 * pipeline then cuts it to the model's own window.
 */
export const MAX_CONTEXT_MESSAGES = 499;
export const MAX_CONTEXT_CHARS = 8_000_000;

export interface ContextMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What a completed turn stores: the user's message as masked, and the reply as delivered. */
export interface StoredTurn {
  userMessageId: string;
  user: string;
  assistant: string;
  /** The turn ended in a rejection: kept for the record, never sent as context again. */
  rejected: boolean;
}

/**
 * Turns of one session run one at a time: each holds the session's row lock from reading the
 * history to storing its messages, so a second message waits for the first and sees its reply.
 * The lock lives in PostgreSQL, so this holds across instances; it is held on a connection of its
 * own pool, so that waiting turns never starve the reads.
 */
export function createTurnsRepo(db: Database) {
  return {
    /**
     * Runs `work` with the session locked and its history read; stores what it returns in the same
     * transaction. False when the tenant has no such session. A `work` that throws stores nothing.
     */
    run: (tenantId: string, id: string, work: (history: ContextMessage[]) => Promise<StoredTurn | null>) =>
      db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(ownedSession(tenantId, id))
          .for('update');
        if (!locked) return false;

        const recent = await tx
          .select({ role: sessionMessages.role, content: sessionMessages.content })
          .from(sessionMessages)
          .where(and(eq(sessionMessages.sessionId, id), eq(sessionMessages.rejected, false)))
          .orderBy(desc(sessionMessages.seq))
          .limit(MAX_CONTEXT_MESSAGES);
        const stored = await work(withinBudget(recent, MAX_CONTEXT_CHARS) as ContextMessage[]);
        if (!stored) return true;

        await tx.insert(sessionMessages).values([
          { id: stored.userMessageId, sessionId: id, role: 'user', content: stored.user, rejected: stored.rejected },
          {
            sessionId: id,
            role: 'assistant',
            content: stored.assistant,
            rejected: stored.rejected,
            createdAt: sql`clock_timestamp()`,
          },
        ]);
        await tx
          .update(sessions)
          .set({ lastUsedAt: sql`clock_timestamp()` })
          .where(eq(sessions.id, id));
        return true;
      }),
  };
}

export type TurnsRepo = ReturnType<typeof createTurnsRepo>;

/** The newest messages whose text fits the budget, oldest first. */
function withinBudget<T extends { content: string }>(newestFirst: readonly T[], budget: number): T[] {
  const kept: T[] = [];
  let used = 0;
  for (const message of newestFirst) {
    used += message.content.length;
    if (used > budget) break;
    kept.push(message);
  }
  return kept.reverse();
}
