import type { FastifyInstance } from 'fastify';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export type Content = Record<string, { schema?: unknown; example?: unknown; examples?: unknown }>;

interface Operation {
  operationId?: string;
  summary?: string;
  requestBody?: { content?: Content };
  responses?: Record<string, { content?: Content }>;
}

export type OpenApiDocument = {
  openapi: string;
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/** Each operation of a document as `METHOD /path`, with the operation. */
export function operationsOf(document: OpenApiDocument): [string, Operation][] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      item[method] as Operation,
    ]),
  );
}

/**
 * What every documented route lacks of the reference's rule: an operationId, a summary, and a
 * success response with a schema (or 204). Empty when the document keeps the rule.
 */
export function undocumented(document: OpenApiDocument): string[] {
  return operationsOf(document).flatMap(([route, operation]) => {
    const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
    // 204 No Content is the one success whose schema is its absence.
    const schemaOf = success.some(
      ([status, response]) =>
        status === '204' || Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
    );
    return [
      ...(operation.operationId ? [] : [`${route}: no operationId`]),
      ...(operation.summary ? [] : [`${route}: no summary`]),
      ...(schemaOf ? [] : [`${route}: no success response schema`]),
    ];
  });
}

/** The app's own OpenAPI document, read as any client would. */
export async function openApiDocumentOf(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /openapi.json answered ${res.statusCode}: ${res.body}`);
  return res.json<OpenApiDocument>();
}
