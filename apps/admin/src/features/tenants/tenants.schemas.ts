import { assignableRoleSchema } from '@csg/auth';
import { frameworkErrorSchema, policyErrorSchema } from '@csg/errors';
import { z } from 'zod';

/** Account names: what a person types at sign-in, kept to characters that need no escaping. */
export const usernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(/^[A-Za-z0-9._@-]+$/, 'may contain letters, digits and . _ @ - only');

export const contactEmailSchema = z.email().max(254);

/** Length only here: the password policy's own messages come from libs/auth. */
export const passwordSchema = z.string().min(1).max(256);

const tenantFields = {
  id: z.uuid(),
  username: z.string(),
  contactEmail: z.string(),
  role: z.string(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
};
const exampleTenant = {
  id: '00000000-0000-4000-8000-000000000002',
  username: 'jane',
  contactEmail: 'jane.doe@example.org',
  role: 'normal_user',
  active: true,
  createdAt: '2026-01-15T09:30:00.000Z',
};

export const tenantSchema = z.object(tenantFields).meta({ examples: [exampleTenant] });

export type TenantView = z.infer<typeof tenantSchema>;

/** A tenant as the list, read and update routes show it; `deletedAt` is set only on rows an auditor sees. */
export const tenantItemSchema = z
  .object({ ...tenantFields, deletedAt: z.iso.datetime().nullable() })
  .meta({ examples: [{ ...exampleTenant, deletedAt: null }] });

export type TenantItem = z.infer<typeof tenantItemSchema>;

/** One of the five assignable roles; `api_key` (or anything else) is a 400. */
export const createTenantBodySchema = z
  .object({
    username: usernameSchema,
    password: passwordSchema,
    contactEmail: contactEmailSchema,
    role: assignableRoleSchema,
    /** A group the caller manages that the new tenant joins; required of an admin_user (data scope). */
    groupId: z.uuid().optional(),
  })
  .meta({
    examples: [
      {
        username: 'jane',
        password: 'Correct-Horse-Battery-9',
        contactEmail: 'jane.doe@example.org',
        role: 'normal_user',
      },
    ],
  });

export type CreateTenantInput = z.infer<typeof createTenantBodySchema>;

export const updateTenantBodySchema = z
  .object({
    role: assignableRoleSchema.optional(),
    active: z.boolean().optional(),
    contactEmail: contactEmailSchema.optional(),
  })
  .meta({ examples: [{ role: 'viewer' }] });

export type UpdateTenantInput = z.infer<typeof updateTenantBodySchema>;

export const idParamsSchema = z.object({ id: z.uuid() });

/**
 * Error bodies an admin route can answer with. 403 is either the framework's `Forbidden resource`
 * or the viewer's READ_ONLY_ROLE policy body; declaring both keeps the serializer from refusing one.
 */
export const adminErrorResponses = {
  400: frameworkErrorSchema,
  401: frameworkErrorSchema,
  403: z.union([policyErrorSchema, frameworkErrorSchema]),
  404: frameworkErrorSchema,
  409: frameworkErrorSchema,
};
