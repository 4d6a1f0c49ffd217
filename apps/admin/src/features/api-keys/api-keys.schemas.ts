import { z } from 'zod';

/**
 * An expiry: an ISO 8601 date-time with an offset, or a date (`2030-01-31`, which means 00:00 UTC
 * that day: the key is usable through the day before). Empty or null: the key never expires.
 */
const expiresAtSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : null));

export const createApiKeyBodySchema = z
  .object({
    /** Defaults to the caller's username ("named after the caller"); blank counts as omitted. */
    name: z.string().trim().max(100).nullish(),
    expiresAt: expiresAtSchema,
    /** The tenant the key acts as; the caller's own tenant when neither this nor groupId is given. */
    tenantId: z.uuid().optional(),
    /** A group: the key acts as its earliest-added active member. */
    groupId: z.uuid().optional(),
  })
  .refine((body) => !(body.tenantId && body.groupId), {
    message: 'Give tenantId or groupId, not both',
    path: ['groupId'],
  })
  // `example`, not `examples`: zod drops `examples` from the input form of a schema that transforms.
  .meta({ example: { name: 'openai sdk', expiresAt: '2026-12-31' } });

export type CreateApiKeyInput = z.infer<typeof createApiKeyBodySchema>;

/** The one response that carries the plaintext. */
export const createdApiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    key: z.string(),
    scopes: z.array(z.string()),
    expiresAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({
    examples: [
      {
        id: '00000000-0000-4000-8000-000000000005',
        name: 'openai sdk',
        key: 'csg_live_3f9a…',
        scopes: ['chat'],
        expiresAt: null,
        createdAt: '2026-01-15T09:30:00.000Z',
      },
    ],
  });

export const regeneratedApiKeySchema = z
  .object({ id: z.uuid(), key: z.string() })
  .meta({ examples: [{ id: '00000000-0000-4000-8000-000000000005', key: 'csg_live_7c1e…' }] });

/** A listed key: never the plaintext, never the hash. */
export const apiKeyItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    scopes: z.array(z.string()),
    expiresAt: z.iso.datetime().nullable(),
    lastUsedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    tenantId: z.uuid().nullable(),
    groupId: z.uuid().nullable(),
    revoked: z.boolean(),
  })
  .meta({
    examples: [
      {
        id: '00000000-0000-4000-8000-000000000005',
        name: 'openai sdk',
        scopes: ['chat'],
        expiresAt: null,
        lastUsedAt: '2026-01-15T10:02:00.000Z',
        createdAt: '2026-01-15T09:30:00.000Z',
        tenantId: '00000000-0000-4000-8000-000000000001',
        groupId: null,
        revoked: false,
      },
    ],
  });

export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
export type ApiKeyItem = z.infer<typeof apiKeyItemSchema>;
