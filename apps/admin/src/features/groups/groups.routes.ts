import { principalOf } from '@csg/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from '../../shared/pagination.ts';
import { ADMIN } from '../../shared/route-auth.ts';
import { adminErrorResponses, idParamsSchema } from '../tenants/tenants.schemas.ts';
import {
  addMemberBodySchema,
  createGroupBodySchema,
  groupListItemSchema,
  groupMemberSchema,
  groupSchema,
  memberParamsSchema,
} from './groups.schemas.ts';
import type { GroupsService } from './groups.service.ts';

/** /admin/tenant-groups: groups of tenants, each owned by the admin_user who created it. */
export const groupsRoutes: FastifyPluginAsyncZod<{ service: GroupsService }> = async (app, { service }) => {
  app.get(
    '/admin/tenant-groups',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'listTenantGroups',
        summary: 'List tenant groups',
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(groupListItemSchema), ...adminErrorResponses },
      },
    },
    (request) => service.list(principalOf(request), request.query),
  );

  app.get(
    '/admin/tenant-groups/:id',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'getTenantGroup',
        summary: 'Get a tenant group with its members',
        params: idParamsSchema,
        response: { 200: groupSchema, ...adminErrorResponses },
      },
    },
    (request) => service.get(principalOf(request), request.params.id),
  );

  app.post(
    '/admin/tenant-groups',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'createTenantGroup',
        summary: 'Create a tenant group',
        body: createGroupBodySchema,
        response: { 201: groupSchema, ...adminErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(principalOf(request), request.body.name)),
  );

  app.delete(
    '/admin/tenant-groups/:id',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'deleteTenantGroup',
        summary: 'Delete a tenant group',
        params: idParamsSchema,
        response: { 204: z.null(), ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/tenant-groups/:id/members',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'addTenantGroupMember',
        summary: 'Add a tenant to a group',
        params: idParamsSchema,
        body: addMemberBodySchema,
        response: { 201: groupMemberSchema, ...adminErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addMember(principalOf(request), request.params.id, request.body.tenantId)),
  );

  app.delete(
    '/admin/tenant-groups/:id/members/:tenantId',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'removeTenantGroupMember',
        summary: 'Remove a tenant from a group',
        params: memberParamsSchema,
        response: { 204: z.null(), ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      await service.removeMember(principalOf(request), request.params.id, request.params.tenantId);
      return reply.code(204).send(null);
    },
  );
};
