import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { filters } from './schema/index.ts';

/** The stored policy document of a filter, or undefined when there is no such filter. */
export async function loadFilterPolicy(db: Pick<Database, 'select'>, nickname: string): Promise<unknown> {
  const [row] = await db.select({ policy: filters.policy }).from(filters).where(eq(filters.nickname, nickname));
  return row?.policy;
}
