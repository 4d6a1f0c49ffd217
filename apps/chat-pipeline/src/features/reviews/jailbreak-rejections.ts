import { schema, type Database } from '@csg/db';
import { and, eq, gte, sql } from 'drizzle-orm';

const { detections } = schema;

/**
 * Rejected prompts of the tenant that carried a jailbreak finding, since `since`: what the
 * automatic review lock counts. A query on the detection records, which belong to their own owner;
 * it waits here until that owner has it.
 */
export const countJailbreakRejections =
  (db: Database) =>
  async (tenantId: string, since: Date): Promise<number> => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(detections)
      .where(
        and(
          eq(detections.tenantId, tenantId),
          eq(detections.surface, 'chat-input'),
          eq(detections.action, 'reject'),
          gte(detections.createdAt, since),
          sql`${detections.entities} @> '[{"category":"jailbreak","action":"reject"}]'::jsonb`,
        ),
      );
    return row?.count ?? 0;
  };
