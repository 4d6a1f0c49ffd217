import { schema, type Executor } from '@csg/db';
import { and, eq, type SQL } from 'drizzle-orm';

const { tenants, tenantGroups } = schema;

/*
 * The rows an administrator's write names, found within the caller's data scope (data-scope.ts)
 * and held against deletion (FOR SHARE) until the transaction ends, so that a tenant or group
 * deleted meanwhile cannot be left with a new key, member or review.
 */

/** A tenant a key, a membership or a review is for; undefined when the scope does not reach it. */
export async function lockTenantInScope(q: Executor, tenantId: string, scope: SQL | undefined) {
  const [row] = await q
    .select({ id: tenants.id, username: tenants.username, role: tenants.role })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), scope))
    .for('share');
  return row;
}

/** A group a new tenant joins or a key is issued to. */
export async function lockGroupInScope(q: Executor, groupId: string, scope: SQL | undefined): Promise<boolean> {
  const [row] = await q
    .select({ id: tenantGroups.id })
    .from(tenantGroups)
    .where(and(eq(tenantGroups.id, groupId), scope))
    .for('share');
  return row !== undefined;
}
