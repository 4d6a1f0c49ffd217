import { licenceState, verifyLicence, type LicenceReader, type LicenceState } from '@csg/auth';
import { badRequest } from '@csg/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { LicenceView } from './licence.schemas.ts';

interface LicenceDeps {
  /** The app's licence store and LICENSE_PUBLIC_KEYS; no key means no licence can be installed. */
  licence: LicenceReader;
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

export function createLicenceService({ licence, log, now = () => new Date() }: LicenceDeps) {
  const { store, publicKeys } = licence;
  return {
    /** The licence in force: community when none is installed. */
    current: async (): Promise<LicenceView> => view(await licence.current()),

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
