import { LICENCE_TIERS, MAX_LICENCE_LENGTH } from '@csg/auth';
import { z } from 'zod';

/** The licence in force, as the licence page shows it; `features` sorted. */
export const licenceViewSchema = z
  .object({
    status: z.enum(['none', 'valid', 'expired', 'invalid']),
    tier: z.enum(LICENCE_TIERS),
    features: z.array(z.string()),
    expiresAt: z.string().nullable(),
    licenseId: z.string().nullable(),
    customer: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        status: 'valid',
        tier: 'professional',
        features: ['sso'],
        expiresAt: '2027-01-01T00:00:00.000Z',
        licenseId: 'LIC-0001',
        customer: 'Example Corp',
      },
    ],
  });

export type LicenceView = z.infer<typeof licenceViewSchema>;

/** An empty or malformed licence reaches the service, which answers 'Invalid licence'. */
export const installLicenceBodySchema = z
  .object({ licence: z.string().max(MAX_LICENCE_LENGTH) })
  .meta({ examples: [{ licence: 'eyJ0aWVyIjoicHJvZmVzc2lvbmFsIn0.…' }] });
