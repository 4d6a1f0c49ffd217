import { principalOf } from '@csg/auth';
import { frameworkErrorSchema } from '@csg/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginatedSchema } from '../../shared/pagination.ts';
import { ADMIN } from '../../shared/route-auth.ts';
import {
  createModelSchema,
  listModelsQuerySchema,
  modelIdParamsSchema,
  modelSchema,
  updateModelSchema,
} from './models.schemas.ts';
import type { ModelsService } from './models.service.ts';

const errors = { 400: frameworkErrorSchema, 404: frameworkErrorSchema };

/** /admin/models: the model catalogue, seeded and extended (models.manage; admin_user writes, viewer reads). */
export const modelsRoutes: FastifyPluginAsyncZod<{ service: ModelsService }> = async (app, { service }) => {
  const route = { config: { auth: ADMIN } };

  app.get(
    '/admin/models',
    {
      ...route,
      schema: {
        operationId: 'listCatalogueModels',
        summary: 'List the model catalogue',
        querystring: listModelsQuerySchema,
        response: { 200: paginatedSchema(modelSchema), ...errors },
      },
    },
    async (request) => service.list(principalOf(request).role, request.query),
  );

  app.get(
    '/admin/models/:id',
    {
      ...route,
      schema: {
        operationId: 'getCatalogueModel',
        summary: 'Get a catalogue model',
        params: modelIdParamsSchema,
        response: { 200: modelSchema, ...errors },
      },
    },
    async (request) => service.get(principalOf(request).role, request.params.id),
  );

  app.post(
    '/admin/models',
    {
      ...route,
      schema: {
        operationId: 'createCatalogueModel',
        summary: 'Add a model to the catalogue',
        body: createModelSchema,
        response: { 201: modelSchema, 400: frameworkErrorSchema, 409: frameworkErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.patch(
    '/admin/models/:id',
    {
      ...route,
      schema: {
        operationId: 'updateCatalogueModel',
        summary: 'Change or deactivate a catalogue model',
        params: modelIdParamsSchema,
        body: updateModelSchema,
        response: { 200: modelSchema, ...errors },
      },
    },
    async (request) => service.update(principalOf(request).role, request.params.id, request.body),
  );
};
