import { principalOf, type RouteAuth } from '@csg/auth';
import { frameworkErrorSchema } from '@csg/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSessionSchema,
  renameSessionSchema,
  sessionDetailSchema,
  sessionIdParamsSchema,
  sessionListSchema,
  sessionSchema,
} from './sessions.schemas.ts';
import type { Owner, SessionsService, TitleWriter } from './sessions.service.ts';

/** Sessions are for signed-in users: an application's API key is 401 on every endpoint. */
const SIGNED_IN: RouteAuth = { accept: ['jwt'], roles: 'any' };
/** Creating a session is a chat write: refused to the auditor (ROLE_NOT_FOR_CHAT). */
const CREATE: RouteAuth = { accept: ['jwt'], roles: 'any', chatWrite: true };

const errors = { 400: frameworkErrorSchema, 404: frameworkErrorSchema };

export const sessionsRoutes: FastifyPluginAsyncZod<{ service: SessionsService }> = async (app, { service }) => {
  const owner = (request: FastifyRequest): Owner => {
    const { tenantId, role } = principalOf(request);
    return { tenantId, role };
  };
  const writer = (request: FastifyRequest): TitleWriter => ({
    ...owner(request),
    authorization: request.headers.authorization ?? '',
    clientAddress: request.ip,
    requestId: request.id,
  });

  app.post(
    '/sessions',
    {
      config: { auth: CREATE },
      schema: {
        operationId: 'createSession',
        summary: 'Create a chat session',
        body: createSessionSchema,
        response: { 201: sessionSchema, 400: frameworkErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(writer(request), request.body.title)),
  );

  app.get(
    '/sessions',
    {
      config: { auth: SIGNED_IN },
      schema: {
        operationId: 'listSessions',
        summary: "List the caller's chat sessions",
        response: { 200: sessionListSchema },
      },
    },
    async (request) => service.list(owner(request)),
  );

  app.get(
    '/sessions/:id',
    {
      config: { auth: SIGNED_IN },
      schema: {
        operationId: 'getSession',
        summary: 'Get a chat session with its messages',
        params: sessionIdParamsSchema,
        response: { 200: sessionDetailSchema, ...errors },
      },
    },
    async (request) => service.get(owner(request), request.params.id),
  );

  app.patch(
    '/sessions/:id',
    {
      config: { auth: SIGNED_IN },
      schema: {
        operationId: 'renameSession',
        summary: 'Rename a chat session',
        params: sessionIdParamsSchema,
        body: renameSessionSchema,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) => service.rename(writer(request), request.params.id, request.body.title),
  );

  app.delete(
    '/sessions/:id',
    {
      config: { auth: SIGNED_IN },
      schema: {
        operationId: 'deleteSession',
        summary: 'Delete a chat session',
        params: sessionIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
