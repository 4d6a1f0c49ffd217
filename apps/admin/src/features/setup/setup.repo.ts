import { randomUUID } from 'node:crypto';
import { isSetupComplete, markSetupComplete, type Database } from '@csg/db';
import { tenantQueries, toTenantView } from '../tenants/tenants.repo.ts';
import type { TenantView } from '../tenants/tenants.schemas.ts';

export interface NewSuperadmin {
  username: string;
  passwordHash: string;
  contactEmail: string;
}

export function createSetupRepo(db: Database) {
  return {
    isComplete: () => isSetupComplete(db),

    /**
     * Completes setup and creates the first superadmin in one transaction; null when setup was
     * already done. The settings row is claimed first: a concurrent setup waits on it, then finds
     * it taken and creates nobody.
     */
    completeWithSuperadmin: (admin: NewSuperadmin): Promise<TenantView | null> =>
      db.transaction(async (tx) => {
        const id = randomUUID();
        if (!(await markSetupComplete(tx, id))) return null;
        const tenant = await tenantQueries(tx).insert({ id, ...admin, role: 'superadmin' });
        if (!tenant) throw new Error('insert returned no row');
        return toTenantView(tenant);
      }),
  };
}

export type SetupRepo = ReturnType<typeof createSetupRepo>;
