import { schema, type Executor } from '@csg/db';
import { and, eq, type SQL } from 'drizzle-orm';

const { sessions } = schema;

/** A session belongs to one tenant: every read and write of one names both. */
export const ownedSession = (tenantId: string, id: string): SQL | undefined =>
  and(eq(sessions.id, id), eq(sessions.tenantId, tenantId));

/**
 * Whether `sessionId` is a session of `tenantId`. Detection and chat take a `session_id` to file
 * their records under; one of another tenant must be refused, never recorded against it.
 */
export async function isSessionOf(q: Pick<Executor, 'select'>, tenantId: string, sessionId: string): Promise<boolean> {
  const rows = await q.select({ id: sessions.id }).from(sessions).where(ownedSession(tenantId, sessionId)).limit(1);
  return rows.length === 1;
}
