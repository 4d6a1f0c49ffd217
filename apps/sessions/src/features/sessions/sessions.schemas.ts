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

export const sessionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
});
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

export const sessionDetailSchema = sessionSchema.extend({
  messages: z.array(messageSchema),
  detections: z.array(detectionSchema),
  warnings: z.array(warningSchema),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;
