import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { App } from './create-server.ts';

/** Where every app serves its own document; the edge serves the merged, public one at the same path. */
export const OPENAPI_PATH = '/openapi.json';

/**
 * The app's OpenAPI 3.1 document, generated from the zod schemas its routes declare. Registered
 * before any route: @fastify/swagger collects routes as they are added.
 */
export const openapiPlugin = fp(
  async (app: App, opts: { service: string }) => {
    await app.register(swagger, {
      openapi: { openapi: '3.1.0', info: { title: opts.service, version: '1.0.0' } },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
  },
  { name: 'csg-openapi', fastify: '5.x' },
);

/** GET /openapi.json: an internal app's own document, which the edge reads to merge. */
export const ownDocumentRoute = fp(
  async (app: App) => {
    app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'csg-openapi-route', fastify: '5.x', dependencies: ['csg-openapi'] },
);
