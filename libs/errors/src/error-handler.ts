import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BODY_TOO_LARGE_MESSAGE, frameworkBody, HttpError } from './http-error.ts';
import { PolicyError } from './policy-error.ts';

const VALIDATION_MESSAGES: Record<string, string> = {
  body: 'Invalid request body',
  querystring: 'Invalid query parameters',
  params: 'Invalid path parameters',
  headers: 'Invalid request headers',
};

/** Fastify's own 4xx messages are safe to show; a few get the wording clients expect. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE_MESSAGE,
  FST_ERR_CTP_INVALID_JSON_BODY: 'Invalid request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Invalid request body',
};

export interface ValidationIssue {
  path: string[];
  code: string;
  message: string;
}

/**
 * The one error handler of every app. Validation issues carry path, code and message only:
 * never the rejected input, which may be a secret the caller sent.
 */
export function errorHandler(this: unknown, err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues: ValidationIssue[] = err.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      code: v.keyword,
      message: v.message ?? 'Invalid value',
    }));
    const context = err.validationContext ?? 'body';
    return reply.code(400).send(frameworkBody(400, VALIDATION_MESSAGES[context] ?? 'Invalid request', { issues }));
  }
  if (err instanceof PolicyError) return reply.code(err.statusCode).send(err.toBody());
  if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send(err.toBody());

  const status = typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
  if (status < 500) {
    return reply.code(status).send(frameworkBody(status, FRAMEWORK_MESSAGES[err.code] ?? err.message));
  }
  request.log.error({ err }, 'unhandled error');
  return reply.code(status).send(frameworkBody(status, 'Internal Server Error'));
}

/** 404 in the framework body; the query string is left out because it may carry tokens. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  return reply.code(404).send(frameworkBody(404, `Cannot ${request.method} ${path}`));
}
