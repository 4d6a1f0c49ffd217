import { PROVIDER_CODES } from '@csg/providers';
import { z } from 'zod';
import { paginationQuerySchema } from '../../shared/pagination.ts';

const providerSchema = z.enum(PROVIDER_CODES);

const nameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((v) => !/\p{Cc}/u.test(v), 'must not contain control characters');
/** The provider's secret; write-only. */
const apiKeySchema = z.string().min(1).max(4096);
const baseUrlSchema = z.string().trim().min(1).max(2048);
const apiVersionSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits and . _ - only, at most 64');
/** Model name → the deployment (Azure) or provider-side name that serves it. */
const deploymentsSchema = z
  .record(z.string().trim().min(1).max(200), z.string().trim().min(1).max(200))
  .refine((d) => Object.keys(d).length <= 200, 'at most 200 deployments');

export const createCredentialSchema = z
  .object({
    /** The tenant that will own it, within the caller's data scope; the caller's own by default. */
    tenantId: z.uuid().optional(),
    provider: providerSchema,
    name: nameSchema,
    apiKey: apiKeySchema,
    baseUrl: baseUrlSchema.optional(),
    apiVersion: apiVersionSchema.optional(),
    deployments: deploymentsSchema.optional(),
    active: z.boolean().default(true),
  })
  .meta({ examples: [{ provider: 'openai', name: 'OpenAI production', apiKey: 'sk-…' }] });
export type CreateCredentialInput = z.infer<typeof createCredentialSchema>;

/** Every field may change; `null` clears an optional one. A new apiKey replaces the stored secret. */
export const updateCredentialSchema = z
  .object({
    provider: providerSchema.optional(),
    name: nameSchema.optional(),
    apiKey: apiKeySchema.optional(),
    baseUrl: baseUrlSchema.nullable().optional(),
    apiVersion: apiVersionSchema.nullable().optional(),
    deployments: deploymentsSchema.nullable().optional(),
    active: z.boolean().optional(),
  })
  .meta({ examples: [{ name: 'OpenAI staging', active: false }] });
export type UpdateCredentialInput = z.infer<typeof updateCredentialSchema>;

export const credentialIdParamsSchema = z.object({ id: z.uuid() });

export const listCredentialsQuerySchema = paginationQuerySchema.extend({
  provider: providerSchema.optional(),
});
export type ListCredentialsQuery = z.infer<typeof listCredentialsQuerySchema>;

/** What any response shows of a credential: never the secret, only that one is stored. */
export const credentialSchema = z
  .object({
    id: z.uuid(),
    tenantId: z.uuid(),
    provider: providerSchema,
    name: z.string(),
    baseUrl: z.string().nullable(),
    apiVersion: z.string().nullable(),
    deployments: z.record(z.string(), z.string()).nullable(),
    active: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    hasSecret: z.literal(true),
  })
  .meta({
    examples: [
      {
        id: '00000000-0000-4000-8000-000000000006',
        tenantId: '00000000-0000-4000-8000-000000000001',
        provider: 'openai',
        name: 'OpenAI production',
        baseUrl: null,
        apiVersion: null,
        deployments: null,
        active: true,
        createdAt: '2026-01-15T09:30:00.000Z',
        updatedAt: '2026-01-15T09:30:00.000Z',
        hasSecret: true,
      },
    ],
  });
export type CredentialView = z.infer<typeof credentialSchema>;
