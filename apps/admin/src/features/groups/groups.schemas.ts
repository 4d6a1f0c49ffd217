import { z } from 'zod';

export const groupNameSchema = z.string().trim().min(1).max(100);

export const createGroupBodySchema = z.object({ name: groupNameSchema }).meta({ examples: [{ name: 'Support team' }] });

const exampleMember = {
  tenantId: '00000000-0000-4000-8000-000000000002',
  username: 'jane',
  addedAt: '2026-01-15T09:30:00.000Z',
};
const exampleGroup = {
  id: '00000000-0000-4000-8000-000000000007',
  name: 'Support team',
  ownerId: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-01-15T09:30:00.000Z',
};

export const groupMemberSchema = z
  .object({
    tenantId: z.uuid(),
    username: z.string(),
    addedAt: z.iso.datetime(),
  })
  .meta({ examples: [exampleMember] });

const groupFields = {
  id: z.uuid(),
  name: z.string(),
  ownerId: z.uuid(),
  createdAt: z.iso.datetime(),
};

/** A group with its members in the order they were added (the first is what a group key acts as). */
export const groupSchema = z
  .object({ ...groupFields, members: z.array(groupMemberSchema) })
  .meta({ examples: [{ ...exampleGroup, members: [exampleMember] }] });

export const groupListItemSchema = z
  .object({ ...groupFields, memberCount: z.number().int() })
  .meta({ examples: [{ ...exampleGroup, memberCount: 1 }] });

export const addMemberBodySchema = z
  .object({ tenantId: z.uuid() })
  .meta({ examples: [{ tenantId: exampleMember.tenantId }] });

export const memberParamsSchema = z.object({ id: z.uuid(), tenantId: z.uuid() });

export type GroupView = z.infer<typeof groupSchema>;
export type GroupListItem = z.infer<typeof groupListItemSchema>;
export type GroupMember = z.infer<typeof groupMemberSchema>;
