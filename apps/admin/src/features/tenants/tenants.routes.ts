import { principalOf, type RouteAuth } from '@csg/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from '../../shared/pagination.ts';
import { ADMIN } from '../../shared/route-auth.ts';
import {
  adminErrorResponses,
  createTenantBodySchema,
  idParamsSchema,
  tenantItemSchema,
  tenantSchema,
  updateTenantBodySchema,
} from './tenants.schemas.ts';
import type { TenantsService } from './tenants.service.ts';

/**
 * Reads of tenant accounts: admin_user (and so superadmin and viewer), and auditor, whose global
 * scope includes departed users (the tenants.view grant and the tenants page are the auditor's).
 */
const TENANT_READ: RouteAuth = { accept: ['jwt'], roles: ['admin_user', 'auditor'] };

/** /admin/tenants: tenant accounts within the caller's data scope. */
export const tenantsRoutes: FastifyPluginAsyncZod<{ service: TenantsService }> = async (app, { service }) => {
  app.get(
    '/admin/tenants',
    {
      config: { auth: TENANT_READ },
      schema: {
        operationId: 'listTenants',
        summary: 'List tenant accounts',
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(tenantItemSchema), ...adminErrorResponses },
      },
    },
    (request) => service.list(principalOf(request), request.query),
  );

  app.get(
    '/admin/tenants/:id',
    {
      config: { auth: TENANT_READ },
      schema: {
        operationId: 'getTenant',
        summary: 'Get a tenant account',
        params: idParamsSchema,
        response: { 200: tenantItemSchema, ...adminErrorResponses },
      },
    },
    (request) => service.get(principalOf(request), request.params.id),
  );

  app.post(
    '/admin/tenants',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'createTenant',
        summary: 'Create a tenant account',
        body: createTenantBodySchema,
        response: { 201: tenantSchema, ...adminErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(principalOf(request), request.body)),
  );

  app.patch(
    '/admin/tenants/:id',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'updateTenant',
        summary: 'Update a tenant account',
        params: idParamsSchema,
        body: updateTenantBodySchema,
        response: { 200: tenantItemSchema, ...adminErrorResponses },
      },
    },
    (request) => service.update(principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/tenants/:id',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'deleteTenant',
        summary: 'Delete a tenant account',
        params: idParamsSchema,
        response: { 204: z.null(), ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
