import type { KeyObject } from 'node:crypto';
import { licenceState, verifyLicence, type LicenceState, type LicenceStore } from '@csg/auth';
import { badRequest } from '@csg/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { LicenceView } from './licence.schemas.ts';

interface LicenceDeps {
  store: LicenceStore;
  /** LICENSE_PUBLIC_KEYS, parsed; empty means no licence can be installed. */
  publicKeys: readonly KeyObject[];
  log: FastifyBaseLogger;
  now?: () => Date;
}

const view = (state: LicenceState): LicenceView => ({
  status: state.status,
  tier: state.tier,
  features: [...state.features].sort(),
  expiresAt: state.expiresAt,
  licenseId: state.licenseId,
  customer: state.customer,
});

export function createLicenceService({ store, publicKeys, log, now = () => new Date() }: LicenceDeps) {
  return {
    /** The licence in force: community when none is installed. */
    current: async (): Promise<LicenceView> =>
      view(licenceState((await store.read())?.token ?? null, publicKeys, now())),

    /**
     * Verifies a licence against the configured keys and installs it in place of the last. Only a
     * valid licence is stored: an invalid or expired one never replaces a working licence.
     */
    install: async (token: string, installedBy: string): Promise<LicenceView> => {
      if (publicKeys.length === 0) throw badRequest('No licence public key is configured');
      const at = now();
      const verdict = verifyLicence(token, publicKeys, at);
      if (verdict.status === 'invalid') throw badRequest('Invalid licence');
      if (verdict.status === 'expired') throw badRequest('Licence has expired');
      const trimmed = token.trim();
      await store.install(trimmed, installedBy);
      const { licenseId, tier, customer, expiresAt } = verdict.payload;
      log.info({ licenseId, tier, customer, expiresAt, installedBy }, 'licence installed');
      return view(licenceState(trimmed, publicKeys, at));
    },
  };
}

export type LicenceService = ReturnType<typeof createLicenceService>;
