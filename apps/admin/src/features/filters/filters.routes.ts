import { principalOf } from '@csg/auth';
import { frameworkErrorSchema } from '@csg/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from '../../shared/pagination.ts';
import { ADMIN } from '../../shared/route-auth.ts';
import { filterParamsSchema, filterSchema, putFilterSchema } from './filters.schemas.ts';
import type { FiltersService } from './filters.service.ts';

const errors = { 400: frameworkErrorSchema, 404: frameworkErrorSchema, 409: frameworkErrorSchema };

/** /admin/filters: named detection policies (filters.manage; admin_user writes, viewer reads). */
export const filtersRoutes: FastifyPluginAsyncZod<{ service: FiltersService }> = async (app, { service }) => {
  const route = { config: { auth: ADMIN } };

  app.get(
    '/admin/filters',
    {
      ...route,
      schema: {
        operationId: 'listFilters',
        summary: 'List named filter policies',
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(filterSchema), ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/admin/filters/:nickname',
    {
      ...route,
      schema: {
        operationId: 'getFilter',
        summary: 'Get a named filter policy',
        params: filterParamsSchema,
        response: { 200: filterSchema, ...errors },
      },
    },
    async (request) => service.get(request.params.nickname),
  );

  app.put(
    '/admin/filters/:nickname',
    {
      ...route,
      schema: {
        operationId: 'putFilter',
        summary: 'Create or replace a named filter policy',
        params: filterParamsSchema,
        body: putFilterSchema,
        response: { 200: filterSchema, ...errors },
      },
    },
    async (request) => service.put(request.params.nickname, request.body, principalOf(request).tenantId),
  );

  app.delete(
    '/admin/filters/:nickname',
    {
      ...route,
      schema: {
        operationId: 'deleteFilter',
        summary: 'Delete a named filter policy',
        params: filterParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.nickname);
      return reply.code(204).send(null);
    },
  );
};
