import { conflict, badRequest } from '@csg/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { TenantView } from '../tenants/tenants.schemas.ts';
import type { SetupInput } from './setup.schemas.ts';
import type { SetupRepo } from './setup.repo.ts';

interface SetupDeps {
  repo: SetupRepo;
  hashPassword: (plain: string) => Promise<string>;
  validatePasswordPolicy: (plain: string) => string[];
  log: FastifyBaseLogger;
}

export function createSetupService({ repo, hashPassword, validatePasswordPolicy, log }: SetupDeps) {
  const complete = async (input: SetupInput): Promise<TenantView> => {
    const problems = validatePasswordPolicy(input.password);
    if (problems.length > 0) throw badRequest('Password does not meet the password policy', { problems });
    const admin = await repo.completeWithSuperadmin({
      username: input.username,
      contactEmail: input.contactEmail,
      passwordHash: await hashPassword(input.password),
    });
    if (!admin) throw conflict('Setup has already been completed');
    log.info({ tenantId: admin.id }, 'first-boot setup completed');
    return admin;
  };

  return {
    status: async () => ({ setupComplete: await repo.isComplete() }),
    complete,

    /** SETUP_ADMIN_*: completes setup at boot, and is a no-op on every later boot. */
    completeUnattended: async (input: SetupInput): Promise<void> => {
      if (await repo.isComplete()) return;
      try {
        await complete(input);
      } catch (err) {
        // Another instance may have won the race between the check and the transaction.
        if ((err as { statusCode?: number }).statusCode !== 409) throw err;
      }
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
