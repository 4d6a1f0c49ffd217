import { z } from 'zod';

export const groupNameSchema = z.string().trim().min(1).max(100);

export const createGroupBodySchema = z.object({ name: groupNameSchema });

export const groupMemberSchema = z.object({
  tenantId: z.uuid(),
  username: z.string(),
  addedAt: z.iso.datetime(),
});

/** A group with its members in the order they were added (the first is what a group key acts as). */
export const groupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  ownerId: z.uuid(),
  createdAt: z.iso.datetime(),
  members: z.array(groupMemberSchema),
});

export const groupListItemSchema = groupSchema.omit({ members: true }).extend({ memberCount: z.number().int() });

export const addMemberBodySchema = z.object({ tenantId: z.uuid() });

export const memberParamsSchema = z.object({ id: z.uuid(), tenantId: z.uuid() });

export type GroupView = z.infer<typeof groupSchema>;
export type GroupListItem = z.infer<typeof groupListItemSchema>;
export type GroupMember = z.infer<typeof groupMemberSchema>;
