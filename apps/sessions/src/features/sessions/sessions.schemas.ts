import { z } from 'zod';

/** Longest title kept; a longer one is refused (400), not cut, so that nothing is lost silently. */
export const MAX_TITLE_LENGTH = 200;
export const DEFAULT_TITLE = 'New conversation';

const titleSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_TITLE_LENGTH)
  .refine((v) => !/\p{Cc}/u.test(v), 'must not contain control characters');

export const createSessionSchema = z.object({ title: titleSchema.optional() }).meta({ examples: [{ title: 'Trip' }] });
export const renameSessionSchema = z.object({ title: titleSchema }).meta({ examples: [{ title: 'Trip to Lisbon' }] });
export const sessionIdParamsSchema = z.object({ id: z.uuid() });

const sessionFields = {
  id: z.uuid(),
  title: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
};
const exampleSession = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Trip to Lisbon',
  createdAt: '2026-01-15T09:30:00.000Z',
  updatedAt: '2026-01-15T09:31:12.000Z',
  lastUsedAt: '2026-01-15T09:31:12.000Z',
};
export const sessionSchema = z.object(sessionFields).meta({ examples: [exampleSession] });
export const sessionListSchema = z.array(sessionSchema).meta({ examples: [[exampleSession]] });
export type SessionView = z.infer<typeof sessionSchema>;

/** `content` is null for the auditor, who may read sessions but not what was said. */
const messageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

/** A detection record of the session: what was found where, never the text. */
const detectionSchema = z.object({
  id: z.uuid(),
  surface: z.string(),
  action: z.string(),
  filter: z.string(),
  entities: z.array(z.record(z.string(), z.unknown())),
  createdAt: z.iso.datetime(),
});

const warningSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});

export const sessionDetailSchema = z
  .object({
    ...sessionFields,
    messages: z.array(messageSchema),
    detections: z.array(detectionSchema),
    warnings: z.array(warningSchema),
  })
  .meta({
    examples: [
      {
        ...exampleSession,
        messages: [
          {
            id: '00000000-0000-4000-8000-000000000002',
            role: 'user',
            content: 'Plan a weekend in Lisbon',
            createdAt: '2026-01-15T09:31:10.000Z',
          },
        ],
        detections: [],
        warnings: [],
      },
    ],
  });
export type SessionDetail = z.infer<typeof sessionDetailSchema>;
