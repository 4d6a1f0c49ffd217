import { randomBytes } from 'node:crypto';
import { schema, type Database } from '@csg/db';

export interface TestTenantRow {
  id: string;
  username: string;
}

/**
 * A tenant row as sign-up would leave it, for tests that sign their own JWTs. The password hash is
 * a stand-in unless given: such a tenant cannot sign in with a password.
 */
export async function insertTestTenant(
  db: Pick<Database, 'insert'>,
  role: string,
  fields: { username?: string; passwordHash?: string; active?: boolean; contactEmail?: string } = {},
): Promise<TestTenantRow> {
  const username = fields.username ?? `${role}-${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(schema.tenants)
    .values({
      username,
      passwordHash: fields.passwordHash ?? 'unused',
      role,
      contactEmail: fields.contactEmail ?? `${username}@example.com`,
      active: fields.active ?? true,
    })
    .returning({ id: schema.tenants.id });
  if (!row) throw new Error('tenant not created');
  return { id: row.id, username };
}
