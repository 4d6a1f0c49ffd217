import { and, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { sessions } from './schema/index.ts';

/**
 * Whether `sessionId` is a session of `tenantId`. Detection and chat take a `session_id` to file
 * their records under; one of another tenant must be refused, never recorded against it.
 */
export async function isSessionOf(db: Pick<Database, 'select'>, tenantId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.tenantId, tenantId)))
    .limit(1);
  return rows.length === 1;
}
